import { describe, expect, it } from 'vitest';
import type { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Dashboard, Goal, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { todayList, todayRests } from '@cakewalk/shared/rules/today.ts';
import { client, createGoal, sampleBreakdown, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// Today from the server's side: check-ins that start at sign-up in the browser's time zone, and
// the Telegram bot's /today, which names the same bites as the app's Today page.

const stack = withCheckinStack();

const MINUTE = 60_000;
const anon = () => client(stack.api);
let counter = 0;
const newAccount = (timezone?: string) => ({
  name: 'Noor', email: `today${++counter}.${Date.now()}@example.com`, password: 'correct horse battery', ...(timezone && { timezone }),
});

async function signUpIn(timezone: string): Promise<TestUser> {
  const account = newAccount(timezone);
  const reply = await anon()<AuthResponse>('POST', '/auth/register', account);
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { id: reply.body.user.id, token: reply.body.token, email: account.email, password: account.password, call: client(stack.api, reply.body.token) };
}

function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** A zone where the instant is daytime, so the day there does not turn during the test. */
function daytimeZone(instant: Date): string {
  const zones = ['Asia/Tokyo', 'Asia/Kolkata', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney'];
  return zones.find((zone) => localTime(instant, zone) >= '06:00' && localTime(instant, zone) < '18:00')!;
}

describe('signing up with the browser\'s time zone', () => {
  it('turns check-ins on from the first day: the zone saved, daily at 9:00, not paused', async () => {
    const user = await signUpIn('Europe/Lisbon');
    const settings = await user.call<Settings>('GET', '/users/me/settings');
    expect(settings.body).toMatchObject({
      timezone: 'Europe/Lisbon', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false, configured: true,
    });
  });

  it('refuses a zone that is not one, in plain words, and makes no account', async () => {
    const account = newAccount('Mars/Olympus_Mons');
    const refused = await anon()<{ error: string }>('POST', '/auth/register', account);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The time zone must be an IANA time zone such as Europe/Berlin.');
    expect((await anon()('POST', '/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    const { timezone: _, ...withoutZone } = account;
    const later = await anon()('POST', '/auth/register', withoutZone);
    expect(later.status).toBe(201);
  });

  it('leaves check-ins off without a zone, as before', async () => {
    const reply = await anon()<AuthResponse>('POST', '/auth/register', newAccount());
    const settings = await client(stack.api, reply.body.token)<Settings>('GET', '/users/me/settings');
    expect(settings.body.configured).toBe(false);
  });
});

describe('Today', () => {
  it('is the same list in the bot\'s /today as the Today rule makes of the dashboard: habits first, no next bite of a goal resting, nothing of one done', async () => {
    const slot = new Date(Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE);
    const zone = daytimeZone(slot);
    const user = await signUpIn(zone);
    const floss = await createGoal(user, {
      goal: 'Floss every night', tone: 'friendly',
      subgoals: [{ title: 'Habit', tasks: [{ title: 'Nightly', microtasks: [
        { title: 'Put the floss by the toothbrush' },
        { title: 'Floss before bed', repeat: { every: 'day', times: 30 } },
      ] }] }],
    });
    const run = await createGoal(user);
    const resting = await createGoal(user, { ...sampleBreakdown, goal: 'Learn Portuguese' });
    const finished = await createGoal(user, {
      goal: 'Book the dentist', tone: 'strict',
      subgoals: [{ title: 'Call', tasks: [{ title: 'Call', microtasks: [{ title: 'Call the dentist' }] }] }],
    });
    const habit = floss.subgoals[0]!.tasks[0]!.microtasks[1]!;
    expect((await user.call('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' })).status).toBe(200);
    const onlyStep = finished.subgoals[0]!.tasks[0]!.microtasks[0]!;
    await user.call('PATCH', `/microtasks/${onlyStep.id}/status`, { status: 'done' });

    // "Not today" on a check-in rests that goal until tomorrow, where the person is.
    await saveSettings(user, { timezone: zone, checkin_time: localTime(slot, zone) });
    await runJob(new Date(slot.getTime() + 30_000));
    const checkin = (await checkinsOf(user)).find((c) => c.goal_id === resting.id)!;
    const notToday = await user.call<CheckinReplyResult>('POST', `/checkins/${checkin.id}/reply`, { content: 'Not today' });
    expect(notToday.body.action).toBe('snoozed');

    const { goals } = (await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body;
    const today = dayIn(new Date(), zone);
    expect(goals.find((g: Goal) => g.id === resting.id)?.snoozed_until).toBe(addDays(today, 1));
    const list = todayList(goals, today);
    expect(list.map((b) => [b.kind, b.goal.title, b.microtask.title])).toEqual([
      ['habit', floss.title, 'Floss before bed'],
      ['step', run.title, 'Buy running shoes'],
      ['step', floss.title, 'Put the floss by the toothbrush'],
    ]);

    const chat = await linkChat(stack, user, 880_001);
    await chat.send('/today');
    expect(chat.lastText()).toBe([
      'Today:',
      `• ${floss.title}: Floss before bed (done today, 1-day streak)`,
      `• ${run.title} (0%): Buy running shoes`,
      `• ${floss.title} (${list[0]!.goal.progress.percent}%): Put the floss by the toothbrush`,
    ].join('\n'));
  });

  it('has the bot say so when nothing is on the list', async () => {
    const user = await signUpIn('UTC');
    const chat = await linkChat(stack, user, 880_002);
    await chat.send('/today');
    expect(chat.lastText()).toBe('Nothing on your list for today: no goal is active now. Add one in Cakewalk to get started.');
  });
});

describe('Not today and a pause', () => {
  const thrice = { every: 'week' as const, times: 8, per_period: 3 };

  async function runningGoal(user: TestUser): Promise<Goal> {
    return createGoal(user, {
      goal: 'Run a 10K', tone: 'friendly',
      subgoals: [{ title: 'Start', tasks: [{ title: 'Gear', microtasks: [
        { title: 'Buy running shoes' },
        { title: 'Run 20 minutes', repeat: thrice },
        { title: 'Plan the route' },
      ] }] }],
    });
  }

  it('rests only the goal\'s next bite until tomorrow where the person is, keeps its habit, and Undo brings the bite back', async () => {
    const zone = daytimeZone(new Date());
    const user = await signUpIn(zone);
    const goal = await runningGoal(user);
    const habit = goal.subgoals[0]!.tasks[0]!.microtasks[1]!;
    const today = dayIn(new Date(), zone);

    const rested = await user.call<Goal>('PUT', `/goals/${goal.id}/rest`, { resting: true });
    expect([rested.status, rested.body.snoozed_until, rested.body.paused_until]).toEqual([200, addDays(today, 1), null]);
    const { goals } = (await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body;
    expect(todayList(goals, today).map((b) => [b.kind, b.microtask.title])).toEqual([['habit', habit.title]]);
    expect(todayRests(goals, today).map((r) => [r.kind, r.until])).toEqual([['resting', addDays(today, 1)]]);
    expect(todayList(goals, addDays(today, 1)).map((b) => b.microtask.title)).toEqual([habit.title, 'Buy running shoes']);

    // The bot says the same: the habit with its week so far, and no bite of the resting goal.
    await user.call('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' });
    const chat = await linkChat(stack, user, 880_003);
    await chat.send('/today');
    expect(chat.lastText()).toBe(['Today:', `• ${goal.title}: ${habit.title} (1 of 3 this week)`].join('\n'));

    const woken = await user.call<Goal>('PUT', `/goals/${goal.id}/rest`, { resting: false });
    expect([woken.status, woken.body.snoozed_until]).toEqual([200, null]);
    expect(todayList([woken.body], today).map((b) => b.microtask.title)).toEqual([habit.title, 'Buy running shoes']);
  });

  it('refuses a body that is not a yes or no, and a goal that is not the caller\'s, changing nothing', async () => {
    const user = await signUpIn('UTC');
    const other = await signUpIn('UTC');
    const goal = await runningGoal(user);
    const bad = await user.call<{ error: string }>('PUT', `/goals/${goal.id}/rest`, { resting: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    expect((await other.call('PUT', `/goals/${goal.id}/rest`, { resting: true })).status).toBe(404);
    expect((await user.call<Goal>('GET', `/goals/${goal.id}`)).body.snoozed_until).toBeNull();
  });

  it('counts a 3-times-a-week habit to its end, and a pause leaves out all of the goal, its ticked habit too', async () => {
    const slot = new Date(Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE);
    const zone = daytimeZone(slot);
    const user = await signUpIn(zone);
    const goal = await runningGoal(user);
    const habit = goal.subgoals[0]!.tasks[0]!.microtasks[1]!;
    const tick = () => user.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' });
    const ticks = [(await tick()).body, (await tick()).body, (await tick()).body, (await tick()).body];
    expect(ticks.map((t) => [t.status, t.period_completions])).toEqual([['todo', 1], ['todo', 2], ['done', 3], ['done', 3]]);

    await saveSettings(user, { timezone: zone, checkin_time: localTime(slot, zone) });
    await runJob(new Date(slot.getTime() + 30_000));
    const checkin = (await checkinsOf(user)).find((c) => c.goal_id === goal.id)!;
    expect(checkin.step_id).toBe(goal.subgoals[0]!.tasks[0]!.microtasks[0]!.id);
    expect((await user.call('POST', `/checkins/${checkin.id}/way-forward`, { way: 'pause' })).status).toBe(200);

    const today = dayIn(new Date(), zone);
    const { goals } = (await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body;
    expect(goals[0]?.paused_until).toBe(addDays(today, 7));
    expect(todayList(goals, today)).toEqual([]);
    expect(todayRests(goals, today).map((r) => [r.kind, r.until])).toEqual([['paused', addDays(today, 7)]]);
  });
});

describe('a due date in the past', () => {
  it('is refused on save with the reason, where the user is; today and an overdue goal\'s own date are kept', async () => {
    const zone = daytimeZone(new Date());
    const today = dayIn(new Date(), zone);
    const user = await signUpIn(zone);
    const body = { user_id: user.id, title: 'Run a 10K', tone: 'friendly', subgoals: sampleBreakdown.subgoals };
    const refused = await user.call<{ error: string }>('POST', '/goals', { ...body, due_date: addDays(today, -1) });
    expect([refused.status, refused.body.error]).toEqual([400, 'The due date has passed. Pick today or a later day.']);
    expect((await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body.goals).toEqual([]);

    const saved = await user.call<Goal>('POST', '/goals', { ...body, due_date: today });
    expect(saved.status).toBe(201);
    const edit = { title: 'Run a 10K', description: '', due_date: addDays(today, -3) };
    const moved = await user.call<{ error: string }>('PUT', `/goals/${saved.body.id}`, edit);
    expect([moved.status, moved.body.error]).toEqual([400, 'The due date has passed. Pick today or a later day.']);
    expect((await user.call<Goal>('PUT', `/goals/${saved.body.id}`, { ...edit, due_date: today })).status).toBe(200);
  });
});
