import { describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { ulid } from 'ulid';
import { getCoach } from '../../../src/ai/providers/get-coach.ts';
import { saveCheckinSettings } from '../../../src/core/settings/save-checkin-settings.ts';
import { inProcessRoundQueue } from '../../../src/queue/in-process-round-queue.ts';
import type { RoundMessage } from '../../../src/core/checkins/round-message.ts';
import type { QueueRecord, RoundQueue } from '../../../src/core/checkins/round-queue.ts';
import { tick } from '../../../src/core/checkins/tick.ts';
import { handleBatch, type WorkerDeps } from '../../../src/core/checkins/worker.ts';
import { ddb, tableName } from '../../../src/data/client.ts';
import { markClosing } from '../../../src/data/accounts/account-removal.ts';
import { createUser } from '../../../src/data/accounts/users.ts';
import { dueKey, profileKey } from '../../../src/data/keys.ts';
import { getSettingsItem } from '../../../src/data/checkins/settings.ts';
import { LOCAL_QUEUE, runCheckins } from '../../../src/local/checkin-job.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, saveSettings } from '../../support/checkin-stack.ts';
import { metricLines, outputAt } from '../../support/log-lines.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// The queue between the tick and the worker, on the real local stack: the tick's messages are
// caught, then handed to the worker through the in-process queue, which delivers them as SQS
// does (at least once, in batches, failed records again, dead letters after maxReceiveCount).
// Each test has its own check-in minute, later than the one before.

const stack = withCheckinStack();
let nextChat = 900_000;

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;
const nextSlot = () => new Date((clock += 15 * MINUTE));

function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

async function userDueAt(slot: Date): Promise<TestUser> {
  const user = await signUp(stack.api);
  await saveSettings(user, { timezone: 'UTC', checkin_time: localTime(slot, 'UTC') });
  return user;
}

/** A queue that only keeps what the tick sends. */
function catcher(): RoundQueue & { messages: RoundMessage[] } {
  const messages: RoundMessage[] = [];
  return { messages, send: async (sent) => void messages.push(...sent) };
}

async function tickAt(now: Date): Promise<RoundMessage[]> {
  const queue = catcher();
  await tick(now, queue);
  return queue.messages;
}

const record = (message: RoundMessage | string, id: string): QueueRecord =>
  ({ messageId: id, body: typeof message === 'string' ? message : JSON.stringify(message) });

async function deps(now: Date): Promise<WorkerDeps> {
  return { coach: await getCoach(), now: () => now };
}

describe('a round message delivered more than once', () => {
  it('writes one check-in and sends one Telegram message, whether the copies come together or one after another', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    const goal = await createGoal(user);
    const chat = await linkChat(stack, user, ++nextChat);
    const ran = new Date(slot.getTime() + 20_000);
    const [message, ...others] = await tickAt(ran);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ type: 'due', item: { user_id: user.id, kind: 'daily' } });

    const queue = inProcessRoundQueue(async (records) => handleBatch(records, await deps(ran)), LOCAL_QUEUE);
    await queue.send([message!, message!, message!]);
    await queue.drained();
    await queue.send([message!]);
    await queue.drained();
    // A copy that found the send claimed by another leaves it in the outbox; the next run settles it.
    await runCheckins({ now: new Date(slot.getTime() + 90_000) });

    const checkins = await checkinsOf(user);
    expect(checkins.map((checkin) => checkin.goal_id)).toEqual([goal.id]);
    expect(chat.sinceLinked().map((sent) => sent.text)).toEqual([`${goal.title}\n\n${checkins[0]!.message}`]);
    expect(queue.deadLetters).toEqual([]);
  });
});

describe('a poison message', () => {
  it('is the only record of its batch reported failed, so the others are done and not retried', async () => {
    const slot = nextSlot();
    const users = await Promise.all([userDueAt(slot), userDueAt(slot)]);
    for (const user of users) await createGoal(user);
    const now = new Date(slot.getTime() + 20_000);
    const messages = await tickAt(now);
    expect(messages).toHaveLength(2);

    const poison = record('{"type":"due","item":{"user_id":42}}', 'poison');
    const response = await handleBatch([record(messages[0]!, 'a'), poison, record(messages[1]!, 'b')], await deps(now));
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'poison' }] });
    for (const user of users) expect(await checkinsOf(user)).toHaveLength(1);
  });

  it('lands in the dead-letter store after maxReceiveCount deliveries, while the rounds around it are written', async () => {
    const slot = nextSlot();
    const users = await Promise.all(Array.from({ length: 3 }, () => userDueAt(slot)));
    for (const user of users) await createGoal(user);
    const now = new Date(slot.getTime() + 20_000);
    const messages = await tickAt(now);
    let poisonDeliveries = 0;
    const workerDeps = await deps(now);
    const queue = inProcessRoundQueue((records) => {
      poisonDeliveries += records.filter((candidate) => candidate.body === 'not json').length;
      return handleBatch(records, workerDeps);
    }, { ...LOCAL_QUEUE, batchSize: 4 });

    queue.sendBody('not json');
    await queue.send(messages);
    await queue.drained();

    expect(queue.deadLetters).toEqual(['not json']);
    expect(poisonDeliveries).toBe(CHECKIN_CAPACITY.maxReceiveCount);
    for (const user of users) expect(await checkinsOf(user)).toHaveLength(1);
  });
});

describe('a round whose account is being deleted', () => {
  it('is dropped with its schedule item, neither written nor retried', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    await createGoal(user);
    const now = new Date(slot.getTime() + 20_000);
    const [message] = await tickAt(now);
    // Deleting an account marks it closing first, then removes its items kind by kind.
    await markClosing(user.id);

    const response = await handleBatch([record(message!, 'gone')], await deps(now));
    expect(response).toEqual({ batchItemFailures: [] });
    const due = message!.type === 'due' ? message!.item : undefined;
    expect((await ddb().send(new GetCommand({ TableName: tableName(), Key: { pk: due!.pk, sk: due!.sk } }))).Item).toBeUndefined();
    const stored = await ddb().send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :checkin)',
      ExpressionAttributeValues: { ':pk': profileKey(user.id).pk, ':checkin': 'CHECKIN#' },
    }));
    expect(stored.Items).toEqual([]);
  });
});

describe('a round that fails half-way', () => {
  it('is retried and finishes, writing and sending each check-in once, and counted so', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    const goals = [await createGoal(user), await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books', tone: 'strict' })];
    const chat = await linkChat(stack, user, ++nextChat);
    const dueBefore = (await getSettingsItem(user.id))?.daily_due;
    // Storage fails once, after the check-ins were written and sent: when the round moves the
    // user's schedule on.
    let failures = 0;
    const failOnce = 'failScheduleAdvanceOnce';
    ddb().middlewareStack.add((next) => async (args) => {
      const input = args.input as { ConditionExpression?: string; Key?: { pk?: string } };
      if (failures === 0 && input.ConditionExpression === '#due = :from' && input.Key?.pk === `USER#${user.id}`) {
        failures++;
        throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      }
      return next(args);
    }, { step: 'initialize', name: failOnce });
    let output: string[];
    try {
      // At DEBUG the metrics are written as Lambda always writes them.
      output = await outputAt('DEBUG', async () => {
        const summary = await runCheckins({ now: new Date(slot.getTime() + 20_000) });
        // Only the try that finished is counted, and it found everything already written and sent.
        expect(summary).toMatchObject({ due: 1, created: 0, sent: 0, dead: 0, outcomes: { created: 1 } });
      });
    } finally {
      ddb().middlewareStack.remove(failOnce);
    }
    // The metrics count the failed try, and each check-in once.
    const counts = metricLines(output);
    const total = (name: string, channel: string) => counts.filter((c) => c.channel === channel).reduce((sum, c) => sum + Number(c[name] ?? 0), 0);
    expect(total('CheckinsFailed', 'app')).toBe(1);
    expect(total('CheckinsSent', 'app')).toBe(goals.length);
    expect(total('CheckinsSent', 'telegram')).toBe(goals.length);

    expect(failures).toBe(1);
    expect(await checkinsOf(user)).toHaveLength(goals.length);
    expect(chat.sinceLinked()).toHaveLength(goals.length);
    const dueAfter = (await getSettingsItem(user.id))?.daily_due;
    expect(dueAfter).toBe(new Date(new Date(dueBefore!).getTime() + 24 * 60 * MINUTE).toISOString());
  });
});

describe('a round that stops once its check-ins are written', () => {
  it('holds their sends from the write: its retry sends nothing meanwhile, and the outbox sends each once when the hold runs out', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    const goals = [await createGoal(user), await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books', tone: 'strict' })];
    const chat = await linkChat(stack, user, ++nextChat);
    // Every write of a check-in is stored, and the first try is told it failed, as when the
    // worker dies right after them.
    let failed = false;
    const failOnce = 'failAfterCheckinWrites';
    ddb().middlewareStack.add((next) => async (args) => {
      const input = args.input as { Item?: { pk?: string; sk?: string } };
      const result = await next(args);
      if (!failed && input.Item?.sk?.startsWith('CHECKIN#') && input.Item.pk === `USER#${user.id}`) {
        failed = true;
        throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      }
      return result;
    }, { step: 'initialize', name: failOnce });
    try {
      await runCheckins({ now: new Date(slot.getTime() + 20_000) });
      expect(failed).toBe(true);
      // The retry found the check-ins there, each held by the try that wrote them.
      expect(chat.sinceLinked()).toHaveLength(0);
      expect(await checkinsOf(user)).toHaveLength(goals.length);
      await runCheckins({ now: new Date(slot.getTime() + 20_000 + 3 * MINUTE) });
      expect(chat.sinceLinked()).toHaveLength(goals.length);
      await runCheckins({ now: new Date(slot.getTime() + 20_000 + 6 * MINUTE) });
      expect(chat.sinceLinked()).toHaveLength(goals.length);
    } finally {
      ddb().middlewareStack.remove(failOnce);
    }
  });

  it('makes no claim for the sends a round holds from its write', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    const goals = [await createGoal(user), await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books', tone: 'strict' })];
    const chat = await linkChat(stack, user, ++nextChat);
    const calls: string[] = [];
    const counter = 'countCheckinCalls';
    ddb().middlewareStack.add((next) => async (args) => {
      const input = args.input as { Item?: { pk?: string; sk?: string }; Key?: { pk?: string; sk?: string } };
      const key = input.Item ?? input.Key;
      if (key?.pk === `USER#${user.id}` && key.sk?.startsWith('CHECKIN#')) calls.push(input.Item ? 'put' : 'update');
      return next(args);
    }, { step: 'initialize', name: counter });
    try {
      await runCheckins({ now: new Date(slot.getTime() + 20_000) });
    } finally {
      ddb().middlewareStack.remove(counter);
    }
    expect(chat.sinceLinked()).toHaveLength(goals.length);
    // Each check-in: its write, holding the send, then the write that settles it.
    expect(calls.sort()).toEqual([...goals.map(() => 'put'), ...goals.map(() => 'update')].sort());
  });
});

describe('a round that stops once the schedule has moved on', () => {
  it('is finished by its retry, which stores the next item and removes the one handled, writing and sending nothing twice', async () => {
    const slot = nextSlot();
    const user = await userDueAt(slot);
    const goals = [await createGoal(user), await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books', tone: 'strict' })];
    const chat = await linkChat(stack, user, ++nextChat);
    const nextDue = new Date(slot.getTime() + 24 * 60 * MINUTE).toISOString();
    const handled = dueKey('daily', slot.toISOString(), user.id);
    const next = dueKey('daily', nextDue, user.id);
    // Storage fails once after the settings point at the next item: when that item is to be stored.
    let failures = 0;
    const failOnce = 'failScheduleReplaceOnce';
    ddb().middlewareStack.add((next) => async (args) => {
      const requests = Object.values((args.input as { RequestItems?: Record<string, { DeleteRequest?: { Key: { pk: string; sk: string } } }[]> }).RequestItems ?? {}).flat();
      if (failures === 0 && requests.some((request) => request.DeleteRequest?.Key.pk === handled.pk)) {
        failures++;
        throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      }
      return next(args);
    }, { step: 'initialize', name: failOnce });
    try {
      const summary = await runCheckins({ now: new Date(slot.getTime() + 20_000) });
      expect(summary).toMatchObject({ due: 1, created: 0, sent: 0, dead: 0, outcomes: { stale: 1 } });
    } finally {
      ddb().middlewareStack.remove(failOnce);
    }
    expect(failures).toBe(1);
    const stored = async (key: { pk: string; sk: string }) => (await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
    expect(await stored(next)).toMatchObject({ user_id: user.id, kind: 'daily', due_at: nextDue });
    expect(await stored(handled)).toBeUndefined();
    expect((await getSettingsItem(user.id))?.daily_due).toBe(nextDue);
    expect(await checkinsOf(user)).toHaveLength(goals.length);
    expect(chat.sinceLinked()).toHaveLength(goals.length);
  });
});

describe('the shards of a minute', () => {
  it('hold the users due in it spread over several partitions, and one tick finds every one of them', async () => {
    const slot = nextSlot();
    // Only the schedule matters here, so the accounts are made and scheduled straight through
    // the repository and the use case that saving settings runs, without signing 24 people up.
    const users = await Promise.all(Array.from({ length: 24 }, (_, i) =>
      createUser({ name: `Due ${i}`, email: `due.${i}.${ulid()}@example.com`, telegram_id: '', passwordHash: 'not used' })));
    for (const user of users) {
      await saveCheckinSettings(user.id, { timezone: 'UTC', checkin_time: localTime(slot, 'UTC'), weekly_day: 3, weekly_time: '20:00', paused: false });
    }
    const minute = slot.toISOString().slice(0, 16);
    const partitions = await Promise.all(Array.from({ length: CHECKIN_CAPACITY.dueShards }, async (_, shard) => {
      const { Items = [] } = await ddb().send(new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `DUE#${minute}#${shard}` },
      }));
      return Items.length;
    }));
    expect(partitions.reduce((sum, count) => sum + count, 0)).toBe(users.length);
    expect(partitions.filter((count) => count > 0).length).toBeGreaterThan(1);

    const messages = await tickAt(new Date(slot.getTime() + 5_000));
    expect(messages.map((message) => message.type === 'due' && message.item.user_id).sort()).toEqual(users.map((user) => user.id).sort());
    expect(await tickAt(new Date(slot.getTime() + 65_000))).toEqual([]);
  });
});
