import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../src/http/lambda-event.ts';
import { logger, type InvocationContext } from '../../src/logger.ts';
import { jsonLines, outputAt } from '../support/log-lines.ts';

// A function's log lines, as Lambda runs it: each line of an invocation names its request, whether
// the environment was cold, and the route.

const { handler } = await import('../../src/handlers/openapi/get-openapi.ts');

const event = { version: '2.0', routeKey: '', rawPath: '', rawQueryString: '', headers: {}, isBase64Encoded: false, requestContext: {} } as ApiEvent;
const context = (awsRequestId: string): InvocationContext => ({
  awsRequestId, functionName: 'cakewalk-get-openapi', functionVersion: '$LATEST', memoryLimitInMB: '512',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:cakewalk-get-openapi',
});

describe('the request log', () => {
  it('puts the request id, cold start and route on the line of each request', async () => {
    const lines = await outputAt('INFO', async () => {
      expect((await handler(event, context('first'))).statusCode).toBe(200);
      expect((await handler(event, context('second'))).statusCode).toBe(200);
    });
    expect(jsonLines(lines)).toEqual([
      expect.objectContaining({
        level: 'INFO', message: 'request', service: 'cakewalk', route: 'get-openapi', status: 200,
        function_request_id: 'first', function_name: 'cakewalk-get-openapi', cold_start: expect.any(Boolean),
      }),
      expect.objectContaining({ function_request_id: 'second', route: 'get-openapi', cold_start: false }),
    ]);
  });

  it('leaves its route off the lines written after it', async () => {
    const lines = await outputAt('INFO', async () => {
      await handler(event, context('over'));
      logger.info('between invocations');
    });
    const [, after] = jsonLines(lines);
    expect(after).toMatchObject({ message: 'between invocations' });
    expect(after).not.toHaveProperty('route');
  });
});
