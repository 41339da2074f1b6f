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
  try {
    return { userId: await verifyToken(token) };
  } catch {
    return { authError: 'Your session has expired or is not valid. Please sign in again.' };
  }
}

/**
 * The Lambda authorizer of every signed-in route. It always lets the request through and
 * puts the verdict in the context: an HTTP API answers a denied request itself with
 * 403 {message}, which would break the contract (401 {error}), so the handler wrapper turns
 * a missing user id into the 401.
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthContext>> {
  return { isAuthorized: true, context: await authenticate(event.headers?.authorization) };
}
