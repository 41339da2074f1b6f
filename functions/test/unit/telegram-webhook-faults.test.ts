import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../src/http/lambda-event.ts';

process.env.TABLE_NAME = 'unit';
process.env.TELEGRAM_WEBHOOK_SECRET = 'unit-secret';
process.env.TELEGRAM_BOT_TOKEN = '123456789:UNIT-token';
process.env.TELEGRAM_BOT_USERNAME = 'cakewalk_unit_bot';
// Nothing listens here: a reply the bot tries to send fails, and is only logged.
process.env.TELEGRAM_API_ROOT = 'http://127.0.0.1:9';
const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  dynamo.reset();
  dynamo.on(DeleteCommand).resolves({});
});
afterAll(() => dynamo.restore());

const { handler } = await import('../../src/handlers/channels/telegram-webhook.ts');
let updateId = 5000;
const today = () => handler({
  version: '2.0', routeKey: '', rawPath: '', rawQueryString: '', isBase64Encoded: false,
  headers: { 'x-telegram-bot-api-secret-token': 'unit-secret' },
  requestContext: {} as ApiEvent['requestContext'],
  body: JSON.stringify({
    update_id: ++updateId,
    message: { message_id: 1, date: 0, chat: { id: 42, type: 'private' }, from: { id: 42, is_bot: false, first_name: 'T' }, text: '/today', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
  }),
});
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });

describe('the webhook when something fails', () => {
  it('answers 503 while storage is out, so Telegram sends the update again', async () => {
    dynamo.on(PutCommand).rejects(throttled());
    expect((await today()).statusCode).toBe(503);
    dynamo.on(PutCommand).resolves({});
    dynamo.on(GetCommand).rejects(throttled());
    expect((await today()).statusCode).toBe(503);
  });

  it('answers 200 to an update whose handling fails for any other reason, so it is not sent for ever', async () => {
    dynamo.on(PutCommand).resolves({});
    dynamo.on(GetCommand).rejects(new Error('a fault of ours'));
    expect((await today()).statusCode).toBe(200);
  });
});
