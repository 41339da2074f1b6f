import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { ApiEvent, AuthContext } from '../http/lambda-event.ts';

// Builds the same API Gateway HTTP API (payload 2.0) events the cloud sends, so a handler
// cannot tell whether it runs in Lambda or here.

function joinedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function joinedQuery(search: URLSearchParams): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of search) query[name] = name in query ? `${query[name]},${value}` : value;
  return Object.keys(query).length > 0 ? query : undefined;
}

export interface EventInput {
  request: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
}

export function apiEvent({ request, url, routeKey, pathParameters, body }: EventInput, auth?: AuthContext): ApiEvent {
  const now = new Date();
  const headers = joinedHeaders(request);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: joinedQuery(url.searchParams),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? url.host,
      domainPrefix: (headers.host ?? url.hostname).split(/[.:]/)[0] ?? '',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: { lambda: auth ?? {} },
    },
    body: body.length > 0 ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}
