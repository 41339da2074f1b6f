import type { APIGatewayProxyEventV2WithLambdaAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

// The event a route's function gets from API Gateway (payload 2.0) and what it answers, apart from
// the wrapper in handler.ts so what reads the event (client-address.ts, the local server) needs
// nothing of the wrapper.

/** What the authorizer hands on: who the caller is, or why they are not signed in. */
export interface AuthContext {
  userId?: string;
  authError?: string;
}

export type ApiEvent = APIGatewayProxyEventV2WithLambdaAuthorizer<AuthContext>;
export type ApiResult = APIGatewayProxyStructuredResultV2;
