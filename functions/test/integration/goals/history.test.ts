import { describe, expect, it } from 'vitest';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { PauseResult, ProgressPage } from '@cakewalk/shared/schemas/progress.ts';
import { addDays, dayIn, weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';
import { queryPrefix } from '../../../src/data/store.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const today = () => dayIn(new Date(), 'UTC');
const doneRecords = (user: TestUser) => queryPrefix<{ sk: string; day: string; bite: string }>(`USER#${user.id}`, 'DONE#', ['sk', 'day', 'bite']);
const progressOf = async (user: TestUser, query = '') => {
  const reply = await user.call<ProgressPage>('GET', `/users/me/progress${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
};
const exportOf = async (user: TestUser) => (await user.call<ExportFile>('GET', '/users/me/export')).body;
const setStatus = (user: TestUser, id: string, status: string) => user.call('PATCH', `/microtasks/${id}/status`, { status });

const habitPlan = {
  goal: 'Walk every day',
  tone: 'friendly' as const,
  subgoals: [{
    title: 'Walk',
    tasks: [{ title: 'Walk', microtasks: [{ title: 'Walk 10 minutes', repeat: { every: 'day' as const, times: 90 } }, { title: 'Buy walking shoes' }] }],
  }],
};
const bitesOf = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

/** An export holding 40 days of a daily habit's history (with gaps), a one-off done, and a pause. */
function historyFile(): ExportFile {
  const day = today();
  const skipped = [-30, -20, -19, -18, -12, -11, -10].map((n) => addDays(day, n));
  const walked = Array.from({ length: 40 }, (_, i) => addDays(day, -40 + i)).filter((d) => !skipped.includes(d));
  return {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
    user: { name: 'Robin', email: 'robin@example.com' }, settings: null, reflections: [], checkins: [],
    goals: [{
      title: 'Walk every day', description: '', due_date: addDays(day, 50), status: 'in_progress', tone: 'friendly',
      created_at: `${addDays(day, -45)}T08:00:00.000Z`,
      pauses: [{ from: addDays(day, -12), until: addDays(day, -9) }],
      subgoals: [{ title: 'Walk', status: 'in_progress', tasks: [{ title: 'Walk', status: 'in_progress', microtasks: [
        { title: 'Walk 10 minutes', status: 'todo', repeat: { every: 'day', times: 120 }, done_days: walked },
        { title: 'Buy walking shoes', status: 'done', done_days: [addDays(day, -44)] },
        { title: 'Map a route', status: 'todo' },
      ] }] }],
    }],
  };
}

describe('done records', () => {
  it('are written by every done, one-off and habit, and removed by every undo', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, habitPlan);
    const [habit, oneOff] = bitesOf(goal);
    expect(await doneRecords(user)).toEqual([]);

    expect((await setStatus(user, oneOff!.id, 'done')).status).toBe(200);
    expect((await setStatus(user, habit!.id, 'done')).status).toBe(200);
    const written = await doneRecords(user);
    expect(written).toHaveLength(2);
    expect(written.every((record) => record.day === today())).toBe(true);

    await setStatus(user, oneOff!.id, 'done');
    await setStatus(user, habit!.id, 'done');
    expect(await doneRecords(user)).toHaveLength(2);
    // The one-off is a bite; the habit's tick is a habit kept, of the one due today.
    const { week } = await progressOf(user);
    expect([week.bites_done, week.habits_kept, week.habits_due]).toEqual([1, 1, 1]);

    await setStatus(user, oneOff!.id, 'todo');
    expect((await doneRecords(user)).map((record) => record.bite)).toEqual([habit!.id.split('.')[1]]);
    await setStatus(user, habit!.id, 'todo');
    expect(await doneRecords(user)).toEqual([]);
    expect((await progressOf(user)).week.bites_done).toBe(0);
  });

  it('are written on the day of the time zone saved just before, though the last done read the old one', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same calendar day.
    const settings = { checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false };
    const user = await signUp(stack.api);
    const [first, second] = bitesOf(await createGoal(user, habitPlan)).reverse();
    for (const [timezone, bite] of [['Pacific/Kiritimati', first!], ['Pacific/Pago_Pago', second!]] as const) {
      expect((await user.call('PUT', '/users/me/settings', { ...settings, timezone })).status).toBe(200);
      expect((await setStatus(user, bite.id, 'done')).status).toBe(200);
      const record = (await doneRecords(user)).find((done) => bite.id.endsWith(`.${done.bite}`));
      expect(record?.day, timezone).toBe(dayIn(new Date(), timezone));
    }
  });

  it('go with their goal', async () => {
    const user = await signUp(stack.api);
    const kept = await createGoal(user, habitPlan);
    const gone = await createGoal(user, habitPlan);
    await setStatus(user, bitesOf(kept)[0]!.id, 'done');
    await setStatus(user, bitesOf(gone)[0]!.id, 'done');
    await setStatus(user, bitesOf(gone)[1]!.id, 'done');
    expect(await doneRecords(user)).toHaveLength(3);
    expect((await user.call('DELETE', `/goals/${gone.id}`)).status).toBe(200);
    const left = await doneRecords(user);
    expect(left).toHaveLength(1);
    expect(left[0]?.sk.startsWith(`DONE#${kept.id}#`)).toBe(true);
  });

  it('go with the account', async () => {
    const user = await signUp(stack.api);
    expect((await user.call('POST', '/users/me/import', historyFile())).status).toBe(201);
    expect((await doneRecords(user)).length).toBeGreaterThan(30);
    expect((await user.call('DELETE', '/users/me', { password: user.password })).status).toBe(200);
    expect(await doneRecords(user)).toEqual([]);
  });

  it('travel through export, delete and import', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, habitPlan);
    await setStatus(user, bitesOf(goal)[0]!.id, 'done');
    await setStatus(user, bitesOf(goal)[1]!.id, 'done');
    const file = await exportOf(user);
    const bites = file.goals[0]!.subgoals[0]!.tasks[0]!.microtasks;
    expect(bites.map((bite) => bite.done_days)).toEqual([[today()], [today()]]);

    expect((await user.call('DELETE', `/goals/${goal.id}`)).status).toBe(200);
    expect(await doneRecords(user)).toEqual([]);
    expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
    expect((await doneRecords(user)).map((record) => record.day)).toEqual([today(), today()]);
    const again = await exportOf(user);
    expect(again.goals[0]!.subgoals[0]!.tasks[0]!.microtasks.map((bite) => bite.done_days)).toEqual([[today()], [today()]]);

    // An imported done is undone like any other.
    const imported = bitesOf((await user.call<{ goals: Goal[] }>('GET', `/users/${user.id}/dashboard`)).body.goals[0]!);
    expect((await setStatus(user, imported[1]!.id, 'todo')).status).toBe(200);
    expect((await doneRecords(user)).map((record) => record.bite)).toEqual([imported[0]!.id.split('.')[1]]);
  });
});

describe('GET /users/me/progress', () => {
  it('draws an imported history: heatmap cells, runs with rest days and a pause, the road, comebacks', async () => {
    const user = await signUp(stack.api);
    expect((await user.call('POST', '/users/me/import', historyFile())).status).toBe(201);
    const page = await progressOf(user);
    const day = today();
    expect(page.today).toBe(day);
    const [goal] = page.goals;
    const [habit] = goal!.habits;
    expect(habit!.cells).toHaveLength(182);
    const stateOn = (n: number) => habit!.cells.find((cell) => cell.period === addDays(day, n))?.state;
    expect(stateOn(-39)).toBe('done');
    expect(stateOn(-10)).toBe('paused');
    expect(stateOn(0)).toBe('open');
    // The grid runs Monday to Sunday, so the rest of this week (none on a Sunday) is still to come.
    expect(habit!.cells.at(-1)?.period).toBe(addDays(day, 6 - weekdayIndex(day)));
    expect(habit!.cells.filter((cell) => cell.period > day).every((cell) => cell.state === 'not_started')).toBe(true);
    expect(stateOn(-50)).toBe('not_started');
    expect(habit!.runs.current).toBeGreaterThan(0);
    expect(habit!.runs.best).toBeGreaterThanOrEqual(habit!.runs.current);
    expect(habit!.share_30).toBeGreaterThan(80);
    expect(goal!.pauses).toEqual([{ from: addDays(day, -12), until: addDays(day, -9) }]);
    expect(goal!.road).toMatchObject({ start: addDays(day, -45), due: addDays(day, 50), total: 3 });
    expect(goal!.road!.points[0]).toEqual({ day: addDays(day, -45), done: 0 });
    // The road counts what the goal's progress counts (a habit by its share of its times, ARCHITECTURE.md's progress rule).
    expect(goal!.road!.done).toBeCloseTo(goal!.progress.done, 1);
    expect(stateOn(-30)).toBe('rest');
    expect(page.comebacks).toBe(2);
    // The last 7 days hold only the habit's walks: habits kept, no bite.
    expect(page.week.bites_done).toBe(0);
    expect(page.week.runs_kept).toBe(1);
    expect(page.welcome_back).toBeNull();
  });

  it('welcomes back after two quiet days with one start', async () => {
    const user = await signUp(stack.api);
    const file = historyFile();
    const bites = file.goals[0]!.subgoals[0]!.tasks[0]!.microtasks;
    bites[0]!.done_days = bites[0]!.done_days!.filter((d) => d < addDays(today(), -3));
    expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
    const page = await progressOf(user);
    expect(page.welcome_back).toMatchObject({ quiet_days: 3, start: 'Map a route' });
  });

  it('narrows to one goal, and answers 404 for a goal not there', async () => {
    const user = await signUp(stack.api);
    const first = await createGoal(user, habitPlan);
    await createGoal(user, habitPlan);
    expect((await progressOf(user, `?goal_id=${first.id}`)).goals.map((goal) => goal.id)).toEqual([first.id]);
    expect((await user.call('GET', '/users/me/progress?goal_id=01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });
});

describe('pausing a goal', () => {
  it('moves the due date by the days paused, says so once, and undoes', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, habitPlan);
    const due = addDays(today(), 30);
    await user.call('PUT', `/goals/${goal.id}`, { title: goal.title, description: '', due_date: due });

    const paused = await user.call<PauseResult>('POST', `/goals/${goal.id}/pause`, { days: 7 });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ paused_until: addDays(today(), 7), due_date: addDays(due, 7), due_move: null });
    const page = await progressOf(user);
    expect(page.goals[0]?.paused_now).toEqual({ from: today(), until: addDays(today(), 7) });

    const back = await user.call<PauseResult>('DELETE', `/goals/${goal.id}/pause`);
    expect(back.body).toEqual({ paused_until: null, due_date: due, due_move: null });
    expect((await progressOf(user)).goals[0]?.pauses).toEqual([]);
  });

  it('says a move from an imported pause that ended, and undoes it', async () => {
    const user = await signUp(stack.api);
    const file = historyFile();
    const day = today();
    file.goals[0]!.due_move = { days: 3, from_date: addDays(day, 47), to_date: addDays(day, 50), shown_from: addDays(day, -9) };
    expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
    const [goal] = (await progressOf(user)).goals;
    expect(goal?.due_move).toEqual({ days: 3, from_date: addDays(day, 47), to_date: addDays(day, 50) });
    const undone = await user.call('POST', `/goals/${goal!.id}/due-move`, { undo: true });
    expect(undone.body).toEqual({ due_date: addDays(day, 47) });
    expect((await progressOf(user)).goals[0]?.due_move).toBeNull();
    expect((await user.call('POST', `/goals/${goal!.id}/due-move`, { undo: true })).body).toEqual({ due_date: addDays(day, 47) });
  });

  it('pauses every goal while check-ins are paused, and leaves nothing behind when back the same day', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, habitPlan);
    const settings = { timezone: 'UTC', checkin_time: '09:00', weekly_day: 3, weekly_time: '20:00' };
    expect((await user.call('PUT', '/users/me/settings', { ...settings, paused: true })).status).toBe(200);
    expect((await progressOf(user)).goals[0]?.paused_now).toEqual({ from: today(), until: null });
    expect((await user.call('PUT', '/users/me/settings', { ...settings, paused: false })).status).toBe(200);
    const [back] = (await progressOf(user)).goals;
    expect(back).toMatchObject({ id: goal.id, pauses: [], paused_now: null, due_move: null });
  });

  it('refuses a pause out of bounds', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, habitPlan);
    expect((await user.call('POST', `/goals/${goal.id}/pause`, { days: 0 })).status).toBe(400);
    expect((await user.call('POST', `/goals/${goal.id}/pause`, { days: 29 })).status).toBe(400);
    expect((await user.call('POST', '/goals/01ARZ3NDEKTSV4RRFFQ69G5FAV/pause', { days: 7 })).status).toBe(404);
  });
});
