import { describe, expect, it, vi } from 'vitest';
import type { Goal, SeenHabit, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import { PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat } from '../../support/checkin-stack.ts';
import { DAY, telegramFixture } from '../../support/telegram-fixture.ts';

// The same press sent twice changes things once: a habit's Done and its Undo (in the app and on a
// check-in), and the Undo of a due date move, over real HTTP. ("Due a week later" sent twice:
// checkins/stalled-checkins.test.ts.)

const fixture = telegramFixture(980_000);

const today = () => new Date().toISOString().slice(0, 10);

async function goalWith(user: TestUser, fields: Record<string, unknown>): Promise<Goal> {
  const reply = await user.call<Goal>('POST', '/goals', {
    user_id: user.id,
    title: 'Read more',
    tone: 'friendly',
    subgoals: [{ title: 'Start', tasks: [{ title: 'Pages', microtasks: [{ title: 'Read 10 pages', repeat: { every: 'week', times: 8, per_period: 3 } }] }] }],
    ...fields,
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('a habit done 3 times a week', () => {
  const press = (user: TestUser, id: string, status: 'done' | 'todo', seen: SeenHabit) =>
    user.call<StatusResult>('PATCH', `/microtasks/${id}/status`, { status, seen });
  const shown = async (user: TestUser, goal: Goal) => stepsOf((await user.call<Goal>('GET', `/goals/${goal.id}`)).body)[0]!;

  it('counts a Done sent twice, or twice at once, once; a second press from what it then showed counts again', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await goalWith(user, {});
    const habit = stepsOf(goal)[0]!;
    const fresh = { last_done: habit.last_done, period_completions: habit.period_completions };

    const [first, doubled] = await Promise.all([press(user, habit.id, 'done', fresh), press(user, habit.id, 'done', fresh)]);
    expect([first.body.period_completions, doubled.body.period_completions]).toEqual([1, 1]);
    expect((await press(user, habit.id, 'done', fresh)).body).toMatchObject({ completions: 1, period_completions: 1 });
    const once = await shown(user, goal);
    expect(once).toMatchObject({ completions: 1, period_completions: 1 });

    const second = await press(user, habit.id, 'done', { last_done: once.last_done, period_completions: 1 });
    expect(second.body).toMatchObject({ completions: 2, period_completions: 2 });
  });

  it('takes back the Done an Undo names once, however often the Undo is sent', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await goalWith(user, {});
    const habit = stepsOf(goal)[0]!;
    await press(user, habit.id, 'done', { last_done: null, period_completions: 0 });
    const afterFirst = await shown(user, goal);
    const beforeSecond = { last_done: afterFirst.last_done, period_completions: afterFirst.period_completions };
    expect((await press(user, habit.id, 'done', beforeSecond)).body.period_completions).toBe(2);

    for (let undo = 0; undo < 3; undo++) expect((await press(user, habit.id, 'todo', beforeSecond)).body).toMatchObject({ completions: 1, period_completions: 1 });
    expect(await shown(user, goal)).toMatchObject({ completions: 1, period_completions: 1 });
  });

  it("counts a check-in's Done once, however often it is pressed", async () => {
    const user = await signUp(fixture.stack.api);
    const chat = await linkChat(fixture.stack, user, fixture.newChatId());
    const goal = await goalWith(user, {});
    await fixture.checkInNext(user);
    const checkin = (await checkinsOf(user)).find((written) => written.goal_id === goal.id)!;
    expect(checkin.step_id).toBe(stepsOf(goal)[0]!.id);

    for (let tap = 0; tap < 3; tap++) await chat.press(`done:${checkin.id}`);
    expect(await shown(user, goal)).toMatchObject({ completions: 1, period_completions: 1 });
  });
});

describe('the Undo of a due date move', () => {
  it('gives an overdue goal its old date back, though it is past; any other past date is still refused', async () => {
    const user = await signUp(fixture.stack.api);
    // Seen once now, so the session's check is remembered when the clock goes back.
    expect((await user.call('GET', '/users/me')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10 * DAY);
    const oldDate = addDays(today(), 3);
    const goal = await goalWith(user, { due_date: oldDate });
    vi.useRealTimers();
    expect(oldDate < today()).toBe(true);

    const move = (due_date: string) => user.call<Goal>('PUT', `/goals/${goal.id}`, { title: goal.title, description: goal.description, due_date, tone: goal.tone });
    const later = addDays(today(), 7);
    expect((await move(later)).body.due_date).toBe(later);
    expect(await move(addDays(oldDate, -1))).toMatchObject({ status: 400, body: { error: PAST_DUE_DATE } });

    for (let undo = 0; undo < 2; undo++) expect(await move(oldDate)).toMatchObject({ status: 200, body: { due_date: oldDate } });
    expect((await user.call<Goal>('GET', `/goals/${goal.id}`)).body.due_date).toBe(oldDate);
    expect((await move(later)).body.due_date).toBe(later);
  });
});
