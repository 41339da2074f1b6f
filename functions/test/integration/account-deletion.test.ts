import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarFeed } from '@cakewalk/shared/schemas/account.ts';
import { ddb, tableName } from '../../src/data/client.ts';
import { createGoal, signUp } from '../support/api-client.ts';
import { checkinsOf, linkChat, runJob, saveSettings, startCheckinStack, type CheckinStack } from '../support/checkin-stack.ts';

// Deleting an account on the stack with Telegram and check-ins running, so that every kind of
// item an account leaves outside its own partition exists first: the Telegram chat's link, the
// check-in schedule, a snooze's reminder, a send waiting in the outbox and the calendar feed.

let stack: CheckinStack;

beforeAll(async () => {
  stack = await startCheckinStack();
});
afterAll(() => stack.close());

const MINUTE = 60_000;

/** Every item of the table that names the user anywhere, in a key or an attribute. */
async function itemsNaming(userId: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    found.push(...(page.Items ?? []).filter((item) => JSON.stringify(item).includes(userId)));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

describe('DELETE /users/me with Telegram and check-ins in use', () => {
  it('leaves no item naming the user anywhere in the table, frees the chat and ends the calendar feed', async () => {
    const slot = new Date(Math.ceil((Date.now() + 45 * MINUTE) / MINUTE) * MINUTE);
    const user = await signUp(stack.api);
    await saveSettings(user, { timezone: 'UTC', checkin_time: slot.toISOString().slice(11, 16) });
    await createGoal(user);
    const chat = await linkChat(stack, user, 770_001);
    const feed = (await user.call<CalendarFeed>('POST', '/users/me/calendar')).body.url;
    // Telegram refuses the check-in for now, so its send waits in the outbox.
    stack.telegram.failNext('sendMessage', 429);
    await runJob(new Date(slot.getTime() + 20_000));
    const [checkin] = await checkinsOf(user);
    await chat.press(`snooze:${checkin!.id}`);
    const kinds = (await itemsNaming(user.id)).map((item) => String(item.pk).split('#')[0]);
    expect(new Set(kinds)).toEqual(new Set(['USER', 'EMAIL', 'TGCHAT', 'DUE', 'OUTBOX', 'CALFEED']));

    const deleted = await user.call('DELETE', '/users/me', { password: user.password });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(await itemsNaming(user.id)).toEqual([]);
    expect((await fetch(`${stack.api.replace(/\/api$/, '')}${feed}`)).status).toBe(404);
    await chat.send('/today');
    expect(chat.lastText()).not.toContain(checkin!.goal_name);
  });
});
