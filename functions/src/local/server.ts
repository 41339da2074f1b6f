// First: it sets the Lambda environment the logger reads when it is made.
import { invokeLocally } from './lambda-runtime.ts';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { API_PREFIX, routes, type RouteId } from '@cakewalk/shared/routes.ts';
import { securityHeaderValues } from '@cakewalk/shared/security-headers.ts';
import { APP_SHELL_DOCUMENT } from '@cakewalk/shared/site-files.ts';
import { handlerFile } from '../handler-files.ts';
import { authenticate, onTokenVersionChange, tokenVersionOf } from '../core/accounts/sessions.ts';
import { bodyLimitOf, tooLargeMessage } from '../http/body-limit.ts';
import type { ApiEvent, ApiResult } from '../http/lambda-event.ts';
import { logger, type InvocationContext } from '../logger.ts';
import { apiEvent } from './api-event.ts';
import { cachedTokenCheck, createTokenCache, createVersionCache, rememberedVersions } from './auth-cache.ts';
import { matchRoute } from './route-matcher.ts';
import { useLocalMail } from './local-mail.ts';

type RouteHandler = (event: ApiEvent, context: InvocationContext) => Promise<ApiResult>;

// Each route's own handler module, loaded on first use like a Lambda cold start.
const handlers = new Map<RouteId, Promise<RouteHandler>>();
function loadHandler(id: RouteId): Promise<RouteHandler> {
  let loaded = handlers.get(id);
  if (!loaded) {
    loaded = import(pathToFileURL(handlerFile(id)).href).then((module: { handler: RouteHandler }) => module.handler);
    handlers.set(id, loaded);
  }
  return loaded;
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string | number | boolean> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

const sendError = (response: ServerResponse, status: number, error: string) =>
  send(response, status, JSON.stringify({ error }));

// API Gateway keeps the authorizer's answer per token for 60 s (the stack's setting); here the
// signature check and the user's token version are kept that long, and a version no longer
// than until this process changes it (see auth-cache.ts).
const AUTH_CACHE_MS = 60 * 1000;
const checkToken = cachedTokenCheck(createTokenCache(AUTH_CACHE_MS));
const versions = rememberedVersions(createVersionCache(AUTH_CACHE_MS), tokenVersionOf);
onTokenVersionChange(versions.forget);

class BodyTooLarge extends Error {}

const isAborted = (error: unknown) => error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET';

async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const match = matchRoute(request.method ?? 'GET', url.pathname);
  if (match === undefined) return sendError(response, 404, 'There is no such API route.');
  if (match === 'method-not-allowed') return sendError(response, 405, 'This API route does not take that method.');
  let body: Buffer;
  try {
    body = await readBody(request, bodyLimitOf(routes[match.id]));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    response.setHeader('connection', 'close');
    return sendError(response, 413, tooLargeMessage(bodyLimitOf(routes[match.id])));
  }
  const input = { request, url, routeKey: match.routeKey, pathParameters: match.pathParameters, body };
  const event = apiEvent(input);
  if (routes[match.id].auth) event.requestContext.authorizer = { lambda: await authenticate(event.headers.authorization, checkToken, versions.versionOf) };
  const handler = await loadHandler(match.id);
  const result = await invokeLocally(match.id, (context) => handler(event, context));
  send(response, result.statusCode ?? 200, String(result.body ?? ''), result.headers);
}

// The site's files are compressed as CloudFront compresses them; API answers are not, as API
// Gateway behind an uncached CloudFront behaviour sends them as they are.
const compress = compression() as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function cacheHeaders(response: ServerResponse, pathname: string): void {
  const hashed = pathname.startsWith('/assets/');
  response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface LocalServerOptions {
  /** The built web app (web/dist); left out, only the API is served. */
  webRoot?: string;
}

/** One origin for the web app and `/api/*`, as CloudFront gives in the cloud. */
export function createLocalServer({ webRoot }: LocalServerOptions = {}): Server {
  useLocalMail();
  // `dev` makes sirv look files up per request, so a rebuild of the web app shows without a
  // restart; the headers then say what CloudFront would: hashed assets never change, the rest
  // is revalidated.
  const serveWeb = webRoot && existsSync(webRoot)
    ? sirv(webRoot, { single: APP_SHELL_DOCUMENT, dev: true, etag: true, setHeaders: cacheHeaders })
    : undefined;
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaderValues)) response.setHeader(name, value);
    // The Host header is the client's to send, so it plays no part in parsing the path.
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      handleApi(request, response, url).catch((error: unknown) => {
        // A client that goes away mid-upload is not a fault of the server: one line, no stack.
        if (isAborted(error)) return logger.warn('request aborted', { method: request.method, path: url.pathname });
        logger.error('local server failed a request', { method: request.method, path: url.pathname, error: error as Error });
        if (!response.headersSent) sendError(response, 500, 'Something went wrong on our side. Please try again.');
      });
      return;
    }
    if (serveWeb) {
      return compress(request, response, () => serveWeb(request, response, () => sendError(response, 404, 'Not found')));
    }
    send(response, 404, 'The web app is not built. Run `npm run build -w web`.', { 'content-type': 'text/plain' });
  });
}
