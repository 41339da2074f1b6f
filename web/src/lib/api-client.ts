import { API_PREFIX, routePath, routes, type RouteId } from '@cakewalk/shared/routes.ts';
import { clearSession, getToken } from './session.ts';

/** A failed call, carrying the text a person should see. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiRequest<T> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The spec's text for this call when the server sends no `{error}` of its own. */
  fallback: string;
  /** Checks the answer's shape; a zod schema fits. */
  schema: { parse(data: unknown): T };
}

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app swaps the full reload for a client-side navigation once the router exists. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(id: RouteId, params: Record<string, string> | undefined, query: ApiRequest<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${routePath(id, params)}${qs ? `?${qs}` : ''}`;
}

function headersFor(id: RouteId, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // Login and register are the only public routes; everything else carries the token.
  const token = routes[id].auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function serverError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const { error } = data;
  return typeof error === 'string' && error.trim() ? error : undefined;
}

/** The one way the app talks to the API: `/api` prefix, bearer token, 401 handling, `{error}` texts. */
export async function apiCall<T>(id: RouteId, request: ApiRequest<T>): Promise<T> {
  const hasBody = request.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(id, request.params, request.query), {
      method: routes[id].method,
      headers: headersFor(id, hasBody),
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
    });
  } catch (cause) {
    console.error(`${id}: network error`, cause);
    throw new ApiError(0, request.fallback);
  }
  const data = await readJson(response);
  if (response.status === 401 && routes[id].auth) {
    clearSession();
    onUnauthorized();
  }
  if (!response.ok) throw new ApiError(response.status, serverError(data) ?? request.fallback);
  try {
    return request.schema.parse(data);
  } catch (cause) {
    console.error(`${id}: unexpected answer`, cause);
    throw new ApiError(response.status, request.fallback);
  }
}
