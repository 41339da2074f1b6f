import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { authenticate } from '../core/accounts/sessions.ts';
import type { AuthContext } from '../http/lambda-event.ts';

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
