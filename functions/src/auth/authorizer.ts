import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { tokenVersionOf } from '../data/sessions.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';

export interface AuthContext {
  userId?: string;
  authError?: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export type TokenCheck = (token: string) => Promise<TokenClaims | null>;

/**
 * Checks the bearer token and hands on who the caller is, or why they are not signed in. A
 * token is good while it carries the user's current token version: signing out everywhere (or
 * a new password) raises it and ends every session issued before. `check` verifies the
 * signature; the local server passes one that remembers its answers.
 */
export async function authenticate(authorization: string | undefined, check: TokenCheck = verifyToken): Promise<AuthContext> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) return { authError: 'Please sign in to continue.' };
  const claims = await check(token);
  if (!claims) return { authError: 'Your session has expired or is not valid. Please sign in again.' };
  if ((await tokenVersionOf(claims.userId)) !== claims.version) return { authError: 'Your session has ended. Please sign in again.' };
  return { userId: claims.userId };
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
