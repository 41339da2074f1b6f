import { describe, expect, it } from 'vitest';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import type { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { REPLY_WORDS } from '../../../src/words/checkins/reply-words.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// The coach reads a reply before it acts: a reply that says two things, or that the step did not
// happen, changes nothing, and the coach asks one question instead, with the three answers.

const stack = withCheckinStack();

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;

/** A user with one goal, checked in about it just now. */
async function checkedIn(): Promise<{ user: TestUser; goal: Goal; reply: (content: string) => Promise<{ status: number; body: CheckinReplyResult }> }> {
  const slot = new Date((clock += 15 * MINUTE));
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(slot);
  const user = await signUp(stack.api);
  await saveSettings(user, { timezone: 'UTC', checkin_time: time });
  const goal = await createGoal(user);
  await runJob(new Date(slot.getTime() + 30_000));
  const [checkin] = await checkinsOf(user);
  return { user, goal, reply: (content) => user.call<CheckinReplyResult>('POST', `/checkins/${checkin!.id}/reply`, { content }) };
}

const goalNow = async (user: TestUser, goal: Goal) => (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;

describe('POST /checkins/{id}/reply reads before it acts', () => {
  it.each([
    ['a mixed reply', 'Measured it, but I keep putting off the boxes of old letters. Feeling a bit stuck.'],
    ['a negated one', "didn't finish it"],
    ['a tired one', 'done-ish, so tired'],
  ])('%s changes nothing, is kept as a reflection, and asks one question', async (_, content) => {
    const { user, goal, reply } = await checkedIn();
    const answered = await reply(content);
    expect(answered.status).toBe(201);
    expect(answered.body.action).toBe('ask');
    expect(answered.body.changed).toBeUndefined();
    expect(answered.body.message).toBe(REPLY_WORDS.byTone[goal.tone].ask.replace('{goal}', goal.title));
    expect(answered.body.message.match(/\?/g)).toHaveLength(1);
    const after = await goalNow(user, goal);
    expect(stepsOf(after)).toEqual(stepsOf(goal));
    expect(after.snoozed_until ?? null).toBeNull();
    const reflections = (await user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}`)).body;
    expect(reflections).toEqual([expect.objectContaining({ goal_id: goal.id, content })]);
  });

  it('a clear done marks the step done', async () => {
    const { user, goal, reply } = await checkedIn();
    const answered = await reply('did it ✅');
    expect(answered.body.action).toBe('done');
    const first = stepsOf(goal)[0]!;
    expect(answered.body.changed).toEqual({ step: { id: first.id, title: first.title } });
    expect(stepsOf(await goalNow(user, goal))[0]!.status).toBe('done');
  });

  it('a reply in another language is read too', async () => {
    const { user, goal, reply } = await checkedIn();
    expect((await reply('hab\'s nicht geschafft')).body.action).toBe('ask');
    expect((await reply('Erledigt!')).body.action).toBe('done');
    expect(stepsOf(await goalNow(user, goal))[0]!.status).toBe('done');
  });
});
