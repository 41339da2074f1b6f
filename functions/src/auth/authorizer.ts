import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { verifyToken } from './tokens.ts';

export interface AuthContext {
  userId?: string;
  authError?: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Checks the bearer token and hands on who the caller is, or why they are not signed in. */
export async function authenticate(authorization: string | undefined): Promise<AuthContext> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) return { authError: 'Please sign in to continue.' };
  const userId = await verifyToken(token);
  return userId ? { userId } : { authError: 'Your session has expired or is not valid. Please sign in again.' };
}

/**
 * The Lambda authorizer of every signed-in route. It lets every request it sees through and
 * puts the verdict in the context: an HTTP API answers a denied request itself with
 * 403 {message}, which would break the contract (401 {error}), so the handler wrapper turns
 * a missing user id into the 401. (A request with no Authorization header at all never reaches
 * it in the cloud: the API answers 401 {message} itself, since the header is the cache key.)
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthContext>> {
  return { isAuthorized: true, context: await authenticate(event.headers?.authorization) };
}
