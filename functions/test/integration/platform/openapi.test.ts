import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@cakewalk/shared/routes.ts';
import { client } from '../../support/api-client.ts';
import { startLocalStack, type LocalStack } from '../../support/local-stack.ts';

interface Operation {
  operationId: string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let stack: LocalStack;
let document: Document;
let headers: Headers;

beforeAll(async () => {
  stack = await startLocalStack();
  const reply = await client(stack.api)<Document>('GET', '/openapi.json');
  expect(reply.status).toBe(200);
  document = reply.body;
  headers = reply.headers;
});

afterAll(() => stack?.close());

describe('GET /openapi.json', () => {
  it('answers without a token, as JSON', () => {
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('lists every route of the route table once, with its method and whether it needs a token', () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId} ${op.security.length > 0}`));
    const expected = Object.values(routes).map((route) => `${route.method} ${route.path} ${route.id} ${route.auth}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('describes bodies and answers from the shared schemas', () => {
    const createGoal = document.paths['/goals']?.post;
    expect(createGoal?.requestBody?.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['user_id', 'title', 'tone', 'subgoals']),
    );
    expect(Object.keys(createGoal?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401']));
    const register = document.paths['/auth/register']?.post;
    expect(Object.keys(register?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409']));
    expect(Object.keys(register?.responses ?? {})).not.toContain('401');
  });
});
