import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OPENAI_MODEL } from '../../../../src/ai/openai/openai-config.ts';
import { NOTICES } from '../../../../src/words/notice-words.ts';
import { SAMPLE_BREAKDOWN, SAMPLE_PLAN, defaultReply, replies, startFakeOpenAI } from '../../../support/fake-openai.ts';
import type { FakeOpenAI } from '../../../support/fake-openai.ts';

// Each job's provider is made once per container, so each test loads its module afresh.
const load = async () => {
  vi.resetModules();
  return import('../../../../src/ai/providers/get-goal-planner.ts');
};

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:openai';

// Stands in for the Parameters and Secrets extension that serves secrets to a Lambda over HTTP.
let secretAnswers: { status: number; value?: string }[] = [];
const extension = createServer((req, res) => {
  const answer = secretAnswers.shift() ?? { status: 500 };
  const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('secretId');
  res.writeHead(asked === SECRET_ARN ? answer.status : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ SecretString: answer.value }));
});

let fake: FakeOpenAI;

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
  secretAnswers = [];
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String((extension.address() as AddressInfo).port));
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_API_KEY_ARN', '');
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
  vi.stubEnv('OPENAI_MODEL', '');
  vi.stubEnv('OPENAI_TIMEOUT_MS', '');
  // The provider logs each failure it turns into a PlannerError; these tests cause them on purpose.
  vi.stubEnv('LOG_LEVEL', 'ERROR');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getGoalPlanner', () => {
  it('answers offline when no key is configured, and keeps the same planner', async () => {
    const { getGoalPlanner } = await load();
    const planner = await getGoalPlanner();
    expect(planner.constructor.name).toBe('OfflineGoalPlanner');
    expect(await getGoalPlanner()).toBe(planner);
    const breakdown = await planner.breakdownGoal('Run a 5k in 3 months');
    expect(breakdown.goal).toBe('Run a 5k in 3 months');
    expect(fake.requests).toHaveLength(0);
  });

  it('uses the model at OPENAI_BASE_URL when a key is set, with OPENAI_MODEL', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    vi.stubEnv('OPENAI_MODEL', 'llama3.1:8b');
    const { getGoalPlanner } = await load();
    const planner = await getGoalPlanner();
    expect(await planner.breakdownGoal('Run a 5k')).toEqual(SAMPLE_PLAN);
    expect(fake.requests[0]?.body.model).toBe('llama3.1:8b');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-local');
  });

  it('defaults to a current small OpenAI model', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    const { getGoalPlanner } = await load();
    await (await getGoalPlanner()).breakdownGoal('Run a 5k');
    expect(fake.requests[0]?.body.model).toBe(DEFAULT_OPENAI_MODEL);
  });

  it('honours OPENAI_TIMEOUT_MS, then answers offline with a notice', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    vi.stubEnv('OPENAI_TIMEOUT_MS', '300');
    fake.setReply(replies.slow(5_000, replies.json(SAMPLE_BREAKDOWN)));
    const { getGoalPlanner } = await load();
    const planner = await getGoalPlanner();
    const plan = await planner.breakdownGoal('Run a 5k');
    expect(plan).toMatchObject({ source: 'offline', notice: NOTICES.offline });
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('says the plan is offline before the offline planner’s own notice', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    fake.setReply(replies.error(400));
    const { getGoalPlanner } = await load();
    const plan = await (await getGoalPlanner()).breakdownGoal('Become a better listener');
    expect(plan.notice).toBe(`${NOTICES.offline} ${NOTICES.starter}`);
  });

  it('reads the key from Secrets Manager in the cloud', async () => {
    vi.stubEnv('OPENAI_API_KEY_ARN', SECRET_ARN);
    secretAnswers = [{ status: 200, value: 'sk-from-secrets' }];
    const { getGoalPlanner } = await load();
    await (await getGoalPlanner()).breakdownGoal('Run a 5k');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-from-secrets');
  });

  it('answers offline with a notice when the key cannot be read, and reads it again next time', async () => {
    vi.stubEnv('OPENAI_API_KEY_ARN', SECRET_ARN);
    secretAnswers = [{ status: 500 }, { status: 200, value: 'sk-second-try' }];
    const { getGoalPlanner } = await load();
    const first = await (await getGoalPlanner()).breakdownGoal('Run a 5k');
    expect(first).toMatchObject({ source: 'offline', notice: NOTICES.offline });
    expect(fake.requests).toHaveLength(0);
    const second = await (await getGoalPlanner()).breakdownGoal('Run a 5k');
    expect(second).toEqual(SAMPLE_PLAN);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-second-try');
  });
});

describe('getCoach', () => {
  const loadCoach = async () => {
    vi.resetModules();
    return import('../../../../src/ai/providers/get-coach.ts');
  };
  const context = { userName: 'Ann', goalTitle: 'Run a 5k', progress: 40, currentStep: 'Run 20 minutes' };

  it('writes check-ins from the templates when no key is configured', async () => {
    const { getCoach } = await loadCoach();
    const text = await (await getCoach()).coach('daily', context, 'strict');
    expect(text).toContain('Run 20 minutes');
    expect(fake.requests).toHaveLength(0);
  });

  it('writes check-ins with the model when a key is set', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    const { getCoach } = await loadCoach();
    await (await getCoach()).coach('daily', context, 'strict');
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to the templates while the key cannot be read, and tries again next time', async () => {
    vi.stubEnv('OPENAI_API_KEY_ARN', SECRET_ARN);
    secretAnswers = [{ status: 500 }, { status: 200, value: 'sk-later' }];
    const { getCoach } = await loadCoach();
    const first = await (await getCoach()).coach('daily', context, 'friendly');
    expect(first).toContain('Ann');
    expect(fake.requests).toHaveLength(0);
    await (await getCoach()).coach('daily', context, 'friendly');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-later');
  });
});
