import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultReply, replies, startFakeOpenAI, type FakeOpenAI } from '../../../support/fake-openai.ts';

// The model reads a reply with a schema; the offline reader answers when it fails, and overrules
// a done it finds a reason against.

const load = async () => {
  vi.resetModules();
  return import('../../../../src/ai/read-reply.ts');
};

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:openai';
const extension = createServer((req, res) => {
  const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('secretId');
  res.writeHead(asked === SECRET_ARN ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ SecretString: 'sk-test' }));
});

let fake: FakeOpenAI;
const context = { goal: 'Clear out the attic', step: null };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  await new Promise<void>((resolve) => extension.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await fake.close();
  extension.closeAllConnections();
  await new Promise((resolve) => extension.close(resolve));
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setReply(defaultReply);
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String((extension.address() as AddressInfo).port));
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_API_KEY_ARN', SECRET_ARN);
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
  vi.stubEnv('LOG_LEVEL', 'ERROR');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readReplyToCheckin', () => {
  it('reads offline when no key is configured', async () => {
    vi.stubEnv('OPENAI_API_KEY_ARN', '');
    const { readReplyToCheckin } = await load();
    expect(await readReplyToCheckin('not yet', context)).toBe('ask');
    expect(fake.requests).toEqual([]);
  });

  it('asks the model with the reply_intent schema, the reply as data, and takes its reading', async () => {
    fake.setReply(replies.json({ intent: 'smaller' }));
    const { readReplyToCheckin } = await load();
    expect(await readReplyToCheckin('the attic is a mountain, where would I even begin', context)).toBe('smaller');
    const [request] = fake.requests;
    expect(request?.body.response_format?.json_schema?.name).toBe('reply_intent');
    expect(request?.body.response_format?.json_schema?.schema).toMatchObject({ properties: { intent: { enum: ['done', 'smaller', 'snoozed', 'reflection', 'ask'] } } });
    expect(JSON.parse(request?.body.messages?.at(-1)?.content ?? '')).toEqual({ goal: context.goal, step: null, reply: 'the attic is a mountain, where would I even begin' });
  });

  it('takes a done the offline reader cannot see ("cleared the shelf") but overrules one it finds a reason against', async () => {
    fake.setReply(replies.json({ intent: 'done' }));
    const { readReplyToCheckin } = await load();
    expect(await readReplyToCheckin('cleared the whole shelf', context)).toBe('done');
    expect(await readReplyToCheckin('Measured it, but I keep putting off the boxes of old letters. Feeling a bit stuck.', context)).toBe('ask');
    expect(await readReplyToCheckin("didn't finish", context)).toBe('ask');
  });

  it.each([
    ['an HTTP error', replies.error(500)],
    ['an answer outside the schema', replies.json({ intent: 'finished' })],
    ['broken JSON', replies.text('{"intent": "do')],
  ])('reads offline after %s', async (_, answer) => {
    fake.setReply(answer);
    const { readReplyToCheckin } = await load();
    expect(await readReplyToCheckin('too big', context)).toBe('smaller');
    expect(await readReplyToCheckin('Done!', context)).toBe('done');
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});
