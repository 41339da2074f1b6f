import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkin, CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { bannedWordsIn } from '../../../src/words/banned-words.ts';
import { createGoal, sampleBreakdown, signUp, type GoalPlan, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// The job is driven with explicit times. Its cursor only moves forward, so the tests run in
// time order: near-real times first (settings are saved at the real time), next year's DST last.

const stack = withCheckinStack();
let nextChat = 700_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms);

// Each test gets its own check-in minute, later than the one before.
let clock = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;
const nextSlot = () => at((clock += 15 * MINUTE));

function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** A zone where the instant is daytime, so a few hours either side stay on the same local day. */
function daytimeZone(instant: Date): string {
  const zones = ['Asia/Tokyo', 'Asia/Kolkata', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney'];
  return zones.find((zone) => localTime(instant, zone) >= '08:00' && localTime(instant, zone) < '16:00')!;
}

const tonedBreakdown = (tone: GoalPlan['tone']): GoalPlan => ({ ...sampleBreakdown, goal: `Run a 5k, ${tone}`, tone });

async function userDueAt(slot: Date, extra: Parameters<typeof saveSettings>[1] | object = {}): Promise<{ user: TestUser; zone: string }> {
  const user = await signUp(stack.api);
  const zone = daytimeZone(slot);
  await saveSettings(user, { timezone: zone, checkin_time: localTime(slot, zone), ...extra });
  return { user, zone };
}

describe('daily check-ins', () => {
  it('arrive when the check-in time comes in the user\'s zone: one per active goal, each in its tone', async () => {
    const slot = nextSlot();
    const { user, zone } = await userDueAt(slot);
    const goals = await Promise.all((['friendly', 'strict', 'motivational'] as const).map((tone) => createGoal(user, tonedBreakdown(tone))));
    const finished = await createGoal(user, {
      goal: 'Finished already', tone: 'strict',
      subgoals: [{ title: 'Only', tasks: [{ title: 'Only', microtasks: [{ title: 'The only step' }] }] }],
    });
    const onlyStep = finished.subgoals[0]!.tasks[0]!.microtasks[0]!;
    await user.call('PATCH', `/microtasks/${onlyStep.id}/status`, { status: 'done' });
    const chat = await linkChat(stack, user, ++nextChat);

    await runJob(at(slot.getTime() - MINUTE));
    expect(await checkinsOf(user)).toEqual([]);

    const ran = at(slot.getTime() + 30_000);
    await runJob(ran);
    const checkins = await checkinsOf(user);
    expect(checkins).toHaveLength(3);
    expect(new Set(checkins.map((c) => c.goal_id))).toEqual(new Set(goals.map((g) => g.id)));
    for (const checkin of checkins) {
      const goal = goals.find((g) => g.id === checkin.goal_id)!;
      expect(checkin).toMatchObject({ kind: 'daily', goal_name: goal.title, tone: goal.tone, created_at: ran.toISOString(), reply: null });
      expect(checkin.message).toContain('Buy running shoes');
    }
    expect(localTime(ran, zone)).toBe(localTime(slot, zone));
    // Friendly, strict and motivational read differently.
    expect(new Set(checkins.map((c) => c.message)).size).toBe(3);
    expect(chat.sinceLinked().map((m) => m.text).sort()).toEqual(checkins.map((c) => `${c.goal_name}\n\n${c.message}`).sort());
  });

  it.each(['friendly', 'strict', 'motivational'] as const)('act on a reply in the %s tone: done marks the step and names the next, too big breaks it down, busy snoozes until tomorrow', async (tone) => {
    const slot = nextSlot();
    const { user, zone } = await userDueAt(slot);
    const goals = await Promise.all([1, 2, 3].map((n) => createGoal(user, { ...tonedBreakdown(tone), goal: `Goal ${n}, ${tone}` })));
    await runJob(at(slot.getTime() + 30_000));
    const checkins = await checkinsOf(user);
    const of = (goal: Goal) => checkins.find((c) => c.goal_id === goal.id)!;
    const reply = (goal: Goal, content: string) => user.call<CheckinReplyResult>('POST', `/checkins/${of(goal).id}/reply`, { content });
    const steps = (goal: Goal) => goal.subgoals.flatMap((sg) => sg.tasks.flatMap((t) => t.microtasks));

    const done = await reply(goals[0]!, 'Done!');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ action: 'done', reflection: { content: 'Done!', goal_id: goals[0]!.id } });
    expect(done.body.message).toContain(steps(goals[0]!)[1]!.title);
    const after = (await user.call<Goal>('GET', `/goals/${goals[0]!.id}`)).body;
    expect(steps(after).map((m) => m.status).slice(0, 2)).toEqual(['done', 'in_progress']);
    // What changed, for the app to say so and to undo.
    const first = steps(goals[0]!)[0]!;
    expect(done.body.changed).toEqual({ step: { id: first.id, title: first.title } });
    expect((await reply(goals[0]!, 'done again')).body.changed).toBeUndefined();

    const smaller = await reply(goals[1]!, 'too big');
    expect(smaller.body.action).toBe('smaller');
    const broken = (await user.call<Goal>('GET', `/goals/${goals[1]!.id}`)).body;
    expect(steps(broken).map((m) => m.title)).not.toContain(steps(goals[1]!)[0]!.title);
    expect(smaller.body.message).toContain(steps(broken)[0]!.title);
    const replaced = steps(goals[1]!)[0]!;
    expect(smaller.body.changed?.step).toEqual({ id: replaced.id, title: replaced.title });
    expect(smaller.body.changed?.microtasks?.map((m) => m.id)).toEqual(steps(broken).slice(0, smaller.body.changed?.microtasks?.length).map((m) => m.id));

    const snoozed = await reply(goals[2]!, 'busy today');
    expect(snoozed.body.action).toBe('snoozed');
    expect(snoozed.body.message).toContain('tomorrow');
    expect(snoozed.body.changed).toBeUndefined();
    const resting = (await user.call<Goal>('GET', `/goals/${goals[2]!.id}`)).body;
    expect(resting.snoozed_until).toBe(addDays(dayIn(new Date(), zone), 1));
    for (const answer of [done, smaller, snoozed]) expect(bannedWordsIn(answer.body.message)).toEqual([]);
    expect((await reply(goals[2]!, 'The weather was lovely')).body.action).toBe('reflection');
  });

  it('are not written while paused, nor in quiet hours, while an active user at the same time gets one', async () => {
    const slot = nextSlot();
    const { user: active } = await userDueAt(slot);
    const { user: paused } = await userDueAt(slot, { paused: true });
    const zone = daytimeZone(slot);
    const { user: quiet } = await userDueAt(slot, {
      quiet_start: localTime(at(slot.getTime() - HOUR), zone),
      quiet_end: localTime(at(slot.getTime() + HOUR), zone),
    });
    for (const user of [active, paused, quiet]) await createGoal(user);

    await runJob(at(slot.getTime() + 30_000));
    expect(await checkinsOf(active)).toHaveLength(1);
    expect(await checkinsOf(paused)).toEqual([]);
    expect(await checkinsOf(quiet)).toEqual([]);
  });

  it('are never written or sent twice: repeated runs, concurrent runs, or the time moved later that day', async () => {
    const slot = nextSlot();
    const { user, zone } = await userDueAt(slot);
    await createGoal(user);
    await createGoal(user, tonedBreakdown('strict'));
    const chat = await linkChat(stack, user, ++nextChat);

    await runJob(at(slot.getTime() + 30_000));
    await runJob(at(slot.getTime() + 30_000));
    await Promise.all([runJob(at(slot.getTime() + MINUTE)), runJob(at(slot.getTime() + MINUTE))]);
    await runJob(at(slot.getTime() + 5 * MINUTE));
    const later = at(slot.getTime() + 20 * MINUTE);
    await saveSettings(user, { timezone: zone, checkin_time: localTime(later, zone) });
    await runJob(at(later.getTime() + 30_000));

    const checkins = await checkinsOf(user);
    expect(checkins).toHaveLength(2);
    expect(chat.sinceLinked()).toHaveLength(2);
  });
});

describe('delivery on Telegram', () => {
  it('keeps the check-in in the app when Telegram answers 429, and sends it once on the next run', async () => {
    const slot = nextSlot();
    const { user } = await userDueAt(slot);
    await createGoal(user);
    const chat = await linkChat(stack, user, ++nextChat);
    stack.telegram.failNext('sendMessage', 429);

    await runJob(at(slot.getTime() + 30_000));
    const [checkin] = await checkinsOf(user);
    expect(checkin).toBeDefined();
    expect(chat.sinceLinked()).toEqual([]);
    expect(stack.telegram.refused.filter((call) => call.payload.chat_id === chat.id)).toHaveLength(1);

    await runJob(at(slot.getTime() + 90_000));
    await runJob(at(slot.getTime() + 150_000));
    const sent = chat.sinceLinked();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(checkin!.message);
    expect(await checkinsOf(user)).toHaveLength(1);
  });

  it('retries after Telegram server errors too, still sending once', async () => {
    const slot = nextSlot();
    const { user } = await userDueAt(slot);
    await createGoal(user);
    const chat = await linkChat(stack, user, ++nextChat);
    stack.telegram.failNext('sendMessage', 500, 2);

    for (const seconds of [30, 90, 150, 210]) await runJob(at(slot.getTime() + seconds * 1000));
    expect(stack.telegram.refused.filter((call) => call.payload.chat_id === chat.id)).toHaveLength(2);
    expect(chat.sinceLinked()).toHaveLength(1);
  });

  it('gives up on a chat that blocked the bot, keeping the check-in in the app', async () => {
    const slot = nextSlot();
    const { user } = await userDueAt(slot);
    await createGoal(user);
    const chat = await linkChat(stack, user, ++nextChat);
    stack.telegram.failNext('sendMessage', 403);

    await runJob(at(slot.getTime() + 30_000));
    await runJob(at(slot.getTime() + 90_000));
    expect(stack.telegram.refused.filter((call) => call.payload.chat_id === chat.id)).toHaveLength(1);
    expect(chat.sinceLinked()).toEqual([]);
    expect(await checkinsOf(user)).toHaveLength(1);
  });
});

describe('reading and answering check-ins', () => {
  it('answers in the app become reflections; another user can neither read nor answer them', async () => {
    const slot = nextSlot();
    const { user: ann } = await userDueAt(slot);
    const goal = await createGoal(ann);
    const bob = await signUp(stack.api, 'Bob');
    await runJob(at(slot.getTime() + 30_000));
    const [checkin] = await checkinsOf(ann);

    expect((await bob.call('GET', `/checkins?user_id=${ann.id}`)).status).toBe(403);
    expect(await checkinsOf(bob)).toEqual([]);
    const stolen = await bob.call('POST', `/checkins/${checkin!.id}/reply`, { content: 'Not mine to answer' });
    expect(stolen.status).toBe(404);
    expect((await checkinsOf(ann))[0]!.reply).toBeNull();
    expect((await bob.call<Reflection[]>('GET', `/reflections?user_id=${bob.id}`)).body).toEqual([]);

    expect((await ann.call('POST', `/checkins/${checkin!.id}/reply`, { content: '   ' })).status).toBe(400);
    expect((await ann.call('GET', `/checkins?user_id=${ann.id}&limit=0`)).status).toBe(400);
    const answered = await ann.call<CheckinReplyResult>('POST', `/checkins/${checkin!.id}/reply`, { content: 'Shoes bought, first run tomorrow' });
    expect(answered.status).toBe(201);
    expect(answered.body.reflection).toMatchObject({ goal_id: goal.id, goal_name: goal.title, content: 'Shoes bought, first run tomorrow' });
    expect(answered.body.action).toBe('snoozed');
    expect((await ann.call<Reflection[]>('GET', `/reflections?user_id=${ann.id}`)).body).toEqual([answered.body.reflection]);
    expect((await checkinsOf(ann))[0]!.reply).toEqual(answered.body.reflection);
  });
});

function lastSunday(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(last.getTime() - last.getUTCDay() * DAY);
}

function firstSunday(year: number, month: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  return new Date(first.getTime() + ((7 - first.getUTCDay()) % 7) * DAY);
}

describe('across a DST change', () => {
  const year = new Date().getUTCFullYear() + 1;
  let berlin: TestUser;
  let newYork: TestUser;

  beforeAll(async () => {
    berlin = await signUp(stack.api);
    newYork = await signUp(stack.api);
    await saveSettings(berlin, { timezone: 'Europe/Berlin', checkin_time: '09:00' });
    await saveSettings(newYork, { timezone: 'America/New_York', checkin_time: '09:00' });
    await createGoal(berlin);
    await createGoal(newYork);
  });

  const createdAt = (checkins: Checkin[]) => checkins.map((c) => c.created_at).sort();

  it('keeps 09:00 in Berlin when the clocks go forward: 08:00 UTC before, 07:00 UTC after', async () => {
    const sunday = lastSunday(year, 2).getTime();
    const saturday = sunday - DAY;
    await runJob(at(saturday));
    await runJob(at(saturday + 7 * HOUR + 59 * MINUTE));
    expect(await checkinsOf(berlin)).toEqual([]);
    await runJob(at(saturday + 8 * HOUR + 30_000));
    await runJob(at(sunday + 6 * HOUR + 59 * MINUTE));
    expect(createdAt(await checkinsOf(berlin))).toEqual([at(saturday + 8 * HOUR + 30_000).toISOString()]);
    await runJob(at(sunday + 7 * HOUR + 30_000));
    expect(createdAt(await checkinsOf(berlin))).toEqual([
      at(saturday + 8 * HOUR + 30_000).toISOString(),
      at(sunday + 7 * HOUR + 30_000).toISOString(),
    ]);
  });

  it('keeps 09:00 in New York when the clocks go back: 13:00 UTC before, 14:00 UTC after', async () => {
    const sunday = firstSunday(year, 10).getTime();
    const saturday = sunday - DAY;
    await runJob(at(saturday));
    const before = (await checkinsOf(newYork)).length;
    await runJob(at(saturday + 13 * HOUR + 30_000));
    await runJob(at(sunday + 13 * HOUR + 30_000));
    expect(await checkinsOf(newYork)).toHaveLength(before + 1);
    await runJob(at(sunday + 14 * HOUR + 30_000));
    const latest = createdAt(await checkinsOf(newYork)).slice(-2);
    expect(latest).toEqual([at(saturday + 13 * HOUR + 30_000).toISOString(), at(sunday + 14 * HOUR + 30_000).toISOString()]);
  });
});
