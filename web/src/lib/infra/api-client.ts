import { API_PREFIX, routePath, routes, type RouteId } from '@cakewalk/shared/routes.ts';
import { rememberReturnTo } from '../drafts/drafts.ts';
import { clearSession, getToken } from './session.ts';

/** What every call that cannot reach the server says, whatever it was doing. */
export const NETWORK_FAILED = "Can't reach Cakewalk. Check your connection.";

/** A failed call, carrying the text a person should see. Status 0: the server was not reached. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export interface ApiRequest<T> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The spec's text for this call when the server sends no `{error}` of its own. */
  fallback: string;
  /** Checks the answer's shape; a zod schema fits. */
  schema: { parse(data: unknown): T };
  /** A session just handed out and not stored yet (a password reset), sent in place of the stored one. */
  token?: string;
}

/** An answer together with its response headers, for the calls that read one (a next-page cursor). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

const goToLogin = () => window.location.assign('/login');
let onUnauthorized: () => void = goToLogin;

/**
 * The app swaps the full reload for a client-side navigation once the router exists. The
 * returned function puts the full reload back, so a 401 after the router has gone does not call
 * into an unmounted app; it leaves a newer handler alone.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = goToLogin;
  };
}

function buildUrl(id: RouteId, params: Record<string, string> | undefined, query: ApiRequest<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${routePath(id, params)}${qs ? `?${qs}` : ''}`;
}

function headersFor(hasBody: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
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

type SendRequest = Omit<ApiRequest<unknown>, 'schema'>;

/**
 * The one way the app talks to the API: `/api` prefix, bearer token, 401 handling, `{error}`
 * texts. Answers the response of a successful call, its body still unread.
 */
async function send(id: RouteId, request: SendRequest): Promise<Response> {
  const hasBody = request.body !== undefined;
  // Login and register are the only public routes; everything else carries the token.
  const sentToken = routes[id].auth ? request.token ?? getToken() : null;
  let response: Response;
  try {
    response = await fetch(buildUrl(id, request.params, request.query), {
      method: routes[id].method,
      headers: headersFor(hasBody, sentToken),
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
    });
  } catch (cause) {
    console.error(`${id}: network error`, cause);
    throw new ApiError(0, NETWORK_FAILED);
  }
  // A late 401 for a token that has since been replaced (a new sign-in, here or in another tab)
  // says nothing about the session now stored, so only the session that was sent ends.
  if (response.status === 401 && routes[id].auth && getToken() === sentToken) {
    rememberReturnTo(window.location.pathname + window.location.search);
    clearSession();
    onUnauthorized();
  }
  if (!response.ok) throw new ApiError(response.status, serverError(await readJson(response)) ?? request.fallback);
  return response;
}

/** A JSON call that also hands back the response headers; most calls want `apiCall` below. */
export async function apiCallWithHeaders<T>(id: RouteId, request: ApiRequest<T>): Promise<ApiResponse<T>> {
  const response = await send(id, request);
  const data = await readJson(response);
  try {
    return { data: request.schema.parse(data), headers: response.headers };
  } catch (cause) {
    console.error(`${id}: unexpected answer`, cause);
    throw new ApiError(response.status, request.fallback);
  }
}

/** A file the server hands over (an export): its bytes, and the name it suggests. */
export async function apiDownload(id: RouteId, request: SendRequest): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await send(id, request);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

/** `apiCallWithHeaders` for the usual case, where only the answer matters. */
export async function apiCall<T>(id: RouteId, request: ApiRequest<T>): Promise<T> {
  return (await apiCallWithHeaders(id, request)).data;
}
