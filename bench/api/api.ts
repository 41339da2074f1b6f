// A minimal JSON client over fetch (keep-alive, as a browser would reuse its connection).

export interface ApiReply<T> {
  status: number;
  body: T;
}

export type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiReply<T>>;

export function apiClient(api: string, token?: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

/** Fails loudly: a bench that times error answers would time the wrong thing. */
export async function expectStatus<T>(reply: Promise<ApiReply<T>>, status: number, what: string): Promise<T> {
  const { status: actual, body } = await reply;
  if (actual !== status) throw new Error(`${what}: expected ${status}, got ${actual} ${JSON.stringify(body)}`);
  return body;
}
