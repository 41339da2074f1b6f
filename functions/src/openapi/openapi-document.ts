// Builds the OpenAPI 3.1 document from the route table and the shared zod schemas (through zod's
// own JSON Schema output, whose draft 2020-12 is the dialect of OpenAPI 3.1), so it can never
// drift from what the handlers check.

import { API_PREFIX, routes, type RouteDef } from '@cakewalk/shared/routes.ts';
import { ApiError } from '@cakewalk/shared/schemas/common.ts';
import * as z from 'zod/mini';
import { ROUTE_SCHEMAS, type RouteSchemas } from './route-schemas.ts';

type JsonSchema = Record<string, unknown>;

const ERRORS: Record<number, string> = {
  400: 'Invalid input: malformed JSON, wrong types, out-of-bounds values',
  401: 'Missing, invalid or expired token, or bad credentials',
  403: 'Acting for another user, or a wrong password',
  404: 'Not found, or not yours',
  409: 'Conflict',
  413: 'Request body too large',
  429: 'Too many attempts',
  502: 'The AI provider failed',
  503: 'Storage throttled or unavailable',
};

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function parameters(where: 'path' | 'query', schema: z.ZodMiniObject | undefined) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function responses(route: RouteDef, spec: RouteSchemas) {
  const success = spec.success;
  const content = {
    ...(success.schema && json(jsonSchema(success.schema, 'output'))),
    ...Object.fromEntries((success.otherMedia ?? []).map((media) => [media, {}])),
  };
  const statuses = new Set([400, ...(route.auth ? [401] : []), ...(spec.body ? [413] : []), ...(spec.errors ?? []), 503]);
  const error = json({ $ref: '#/components/schemas/Error' });
  return {
    [success.status]: { description: spec.summary, content },
    ...Object.fromEntries([...statuses].sort().map((status) => [status, { description: ERRORS[status] ?? 'Error', content: error }])),
  };
}

function operation(route: RouteDef, spec: RouteSchemas) {
  return {
    operationId: route.id,
    summary: spec.summary,
    security: route.auth ? [{ bearer: [] }] : [],
    parameters: [...parameters('path', spec.params), ...parameters('query', spec.query)],
    ...(spec.body ? { requestBody: { required: true, content: json(jsonSchema(spec.body, 'input')) } } : {}),
    responses: responses(route, spec),
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of Object.values(routes) as RouteDef[]) {
    const spec: RouteSchemas = ROUTE_SCHEMAS[route.id as keyof typeof ROUTE_SCHEMAS];
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cakewalk API',
      version: '1',
      description: 'Every route of Cakewalk. JSON in and out; every failure is {"error": "<message a person can read>"}.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ApiError, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
