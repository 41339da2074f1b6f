import type { APIGatewayProxyEventV2WithLambdaAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { RouteDef } from '@cakewalk/shared/routes.ts';
import type { AuthContext } from '../auth/authorizer.ts';
import { asUnavailable } from '../data/unavailable.ts';
import { HttpError, badRequest, unauthorized } from './errors.ts';
import { logger } from './logger.ts';
import { validate, type Schema } from './validate.ts';

export type ApiEvent = APIGatewayProxyEventV2WithLambdaAuthorizer<AuthContext>;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, body, headers });

interface Spec<P, Q, B> {
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
}

export interface Request<P, Q, B> {
  /** The signed-in user, from the authorizer alone ('' on public routes). */
  userId: string;
  params: P;
  query: Q;
  body: B;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function readBody(event: ApiEvent): unknown {
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  if (raw && raw.length > LIMITS.bodyBytes) throw new HttpError(413, 'The request body is larger than 64 KB.');
  if (!raw || raw.length === 0) throw badRequest('A JSON request body is required.');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

function toResult(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function failure(error: unknown, route: string): HttpError {
  if (error instanceof HttpError) return error;
  const mapped = asUnavailable(error);
  if (mapped) return mapped;
  logger.error('unhandled error', { route, error: error as Error });
  return new HttpError(500, 'Something went wrong on our side. Please try again.');
}

/**
 * Wraps a route's logic: checks the signed-in user where the route table asks for one, parses
 * and validates params, query and body with the shared schemas, and turns every failure into
 * `{error}` with the status of decisions.md §6. Nothing internal ever reaches the caller.
 */
export function http<P = undefined, Q = undefined, B = undefined>(
  route: RouteDef,
  spec: Spec<P, Q, B>,
  run: (request: Request<P, Q, B>) => Promise<Reply>,
): (event: ApiEvent) => Promise<ApiResult> {
  const { id } = route;
  return async (event) => {
    const started = performance.now();
    const auth = event.requestContext?.authorizer?.lambda;
    const userId = route.auth ? auth?.userId ?? '' : '';
    let result: ApiResult;
    try {
      if (route.auth && !userId) throw unauthorized(auth?.authError);
      const out = await run({
        userId,
        params: spec.params ? validate(spec.params, event.pathParameters ?? {}, 'path') : (undefined as P),
        query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}, 'query') : (undefined as Q),
        body: spec.body ? validate(spec.body, readBody(event), 'body') : (undefined as B),
      });
      result = toResult(out.status, out.body, out.headers);
    } catch (error) {
      const failed = failure(error, id);
      result = toResult(failed.status, { error: failed.message }, failed.headers);
    }
    logger.info('request', { route: id, status: result.statusCode, ms: Math.round(performance.now() - started), userId: userId || undefined });
    return result;
  };
}
