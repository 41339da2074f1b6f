import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/** Keys look like 'GET /api/users/me'; a call with no handler answers 404 so gaps show up. */
export type ApiHandlers = Record<string, Handler>;

function reply({ status = 200, body, headers }: MockReply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function mockApi(handlers: ApiHandlers) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return reply({ status: 404, body: { error: `No mock for ${method} ${url.pathname}` } });
    return reply(typeof handler === 'function' ? await handler(call) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one method and path, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases by hand, to look at the page while a request is running. */
export function deferred() {
  let release: (value: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

/** Answers the first call, then leaves later ones hanging, so a test sees only local cache updates. */
export function onceThenPending(first: MockReply) {
  let answered = false;
  return () => {
    if (answered) return new Promise<MockReply>(() => undefined);
    answered = true;
    return first;
  };
}
