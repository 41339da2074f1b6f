import type { RouteDef } from '@cakewalk/shared/routes.ts';
import {
  Conflict, DomainError, Forbidden, Invalid, LimitReached, NotFound, ProviderFailed, Unauthenticated, Unavailable,
} from '../domain/errors.ts';
import { inInvocation, logger, type InvocationContext } from '../logger.ts';
import { bodyLimitOf, tooLargeMessage } from './body-limit.ts';
import type { ApiEvent, ApiResult } from './lambda-event.ts';
import { clientAddressOf } from './client-address.ts';
import { validate, validatePath, type Schema } from './validate.ts';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * False when a route that may create items made none this time (a status set back, a rename):
   * the account guard then has nothing to look after. Left out, the guard runs.
   */
  madeItems?: boolean;
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, body, headers });

/** A reply from a route that creates items, saying whether this request made any. */
export const replyMade = (status: number, body: unknown, madeItems: boolean): Reply => ({ status, body, madeItems });

/** A body sent as it is, not as JSON: a file (an export, a calendar). */
class FileBody {
  readonly text: string;
  readonly contentType: string;

  constructor(text: string, contentType: string) {
    this.text = text;
    this.contentType = contentType;
  }
}

export const replyFile = (text: string, contentType: string, headers?: Record<string, string>): Reply =>
  reply(200, new FileBody(text, contentType), headers);

interface Spec<P, Q, B> {
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
}

/** Says whether the caller's account is still open, and ends it (throwing) when it is closing. */
type AccountGuard = (userId: string) => Promise<void>;

/**
 * A route the table marks as creating items must hand in the guard, which the wrapper runs after
 * the route's work, whether it succeeded or not (a failure may come after a write), unless its
 * reply says it made no item; any other route may not. So the check cannot be left out by a new
 * route, only by leaving out its mark.
 */
type GuardOf<R extends RouteDef> = R extends { createsItems: true } ? { confirmOpen: AccountGuard } : { confirmOpen?: never };

export interface Request<P, Q, B> {
  /** The signed-in user, from the authorizer alone ('' on public routes). */
  userId: string;
  /**
   * Who is asking: the socket's address locally; in the cloud the viewer's address, which
   * CloudFront forwards and vouches for (http/client-address.ts). Never a header the client alone
   * could set.
   */
  clientAddress: string;
  /** The caller's User-Agent, as it says: only ever a name shown to the account's owner. */
  userAgent: string;
  params: P;
  query: Q;
  body: B;
}

/** What the caller is told: a status, safe words and any headers. */
interface Failure {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The request itself is unusable before any use case runs. */
class BadRequest extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

// The one place domain errors become statuses.
const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [LimitReached, 429],
  [ProviderFailed, 502],
  [Unavailable, 503],
]);

function statusOf(error: DomainError): number | undefined {
  for (const [type, status] of STATUS) if (error instanceof type) return status;
  return undefined;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function readBody(event: ApiEvent, maxBytes: number): unknown {
  // A text body is parsed as it came, not copied to bytes and back: a plan's body is 50 KB.
  const raw = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64') : undefined;
  const size = raw ? raw.length : Buffer.byteLength(event.body ?? '');
  if (size > maxBytes) throw new BadRequest(tooLargeMessage(maxBytes), 413);
  if (size === 0) throw new BadRequest('A JSON request body is required.');
  try {
    return JSON.parse(raw ? raw.toString('utf8') : event.body ?? '');
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

function toResult(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  if (body instanceof FileBody) {
    return { statusCode: status, headers: { 'cache-control': 'no-store', ...headers, 'content-type': body.contentType }, body: body.text };
  }
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function failure(error: unknown): Failure {
  if (error instanceof BadRequest) return { status: error.status, message: error.message };
  const status = error instanceof DomainError ? statusOf(error) : undefined;
  if (status !== undefined) {
    const retryAfter = error instanceof LimitReached ? error.retryAfterSeconds : undefined;
    return { status, message: (error as DomainError).message, headers: retryAfter ? { 'retry-after': String(retryAfter) } : undefined };
  }
  logger.error('unhandled error', { error: error as Error });
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

function guardedBy<P, Q, B>(confirmOpen: AccountGuard | undefined, run: (request: Request<P, Q, B>) => Promise<Reply>) {
  if (!confirmOpen) return run;
  return async (request: Request<P, Q, B>): Promise<Reply> => {
    let out: Reply;
    try {
      out = await run(request);
    } catch (error) {
      await confirmOpen(request.userId);
      throw error;
    }
    if (out.madeItems !== false) await confirmOpen(request.userId);
    return out;
  };
}

/**
 * Wraps a route's logic: checks the signed-in user where the route table asks for one, parses
 * and validates params, query and body with the shared schemas, and turns every failure into
 * `{error}` with its status. Nothing internal ever reaches the caller.
 */
export function http<R extends RouteDef, P = undefined, Q = undefined, B = undefined>(
  route: R,
  spec: Spec<P, Q, B> & GuardOf<R>,
  run: (request: Request<P, Q, B>) => Promise<Reply>,
): (event: ApiEvent, context?: InvocationContext) => Promise<ApiResult> {
  const { id } = route;
  const guarded = guardedBy(spec.confirmOpen, run);
  return (event, context) => inInvocation({ route: id }, context, async () => {
    const started = performance.now();
    const auth = event.requestContext?.authorizer?.lambda;
    const userId = route.auth ? auth?.userId ?? '' : '';
    let result: ApiResult;
    try {
      if (route.auth && !userId) throw new Unauthenticated(auth?.authError);
      const out = await guarded({
        userId,
        clientAddress: await clientAddressOf(event),
        userAgent: event.requestContext?.http?.userAgent ?? '',
        params: spec.params ? validatePath(spec.params, event.pathParameters ?? {}) : (undefined as P),
        query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}, 'query') : (undefined as Q),
        body: spec.body ? validate(spec.body, readBody(event, bodyLimitOf(route)), 'body') : (undefined as B),
      });
      result = toResult(out.status, out.body, out.headers);
    } catch (error) {
      const failed = failure(error);
      result = toResult(failed.status, { error: failed.message }, failed.headers);
    }
    logger.info('request', { status: result.statusCode, ms: Math.round(performance.now() - started), userId: userId || undefined });
    return result;
  });
}
