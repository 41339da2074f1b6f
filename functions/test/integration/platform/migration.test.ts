import { describe, expect, it } from 'vitest';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Dashboard, Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { ulid } from 'ulid';
import { migrateTable } from '../../../src/data/migration/migrate-table.ts';
import { deleteDue, dueItem } from '../../../src/data/checkins/schedule.ts';
import { getSettingsItem } from '../../../src/data/checkins/settings.ts';
import { get, putAll, queryPrefix } from '../../../src/data/store.ts';
import { runCheckins } from '../../../src/local/checkin-job.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// `npm run migrate` on a table an older Cakewalk wrote: the old layout's items are written raw
// into the embedded engine, the migration runs, and the result is read through the API.

const stack = withLocalStack();

const MINUTE = 60_000;
const habitDaily = { every: 'day' as const, times: 30 };

const goalsOf = async (user: TestUser) => (await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`)).body.goals;
const bitesOf = (goal: Goal | undefined): Microtask[] => goal?.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)) ?? [];

/**
 * A goal from before plans had trees: no tree, version or counter on its own item, each node
 * under its fractional positions (an inserted bite between two others, a habit done today, a
 * habit imported with bare figures, and the step of a break-down cut short).
 */
function goalWithoutTree(userId: string, goalId: string) {
  const pk = `USER#${userId}`;
  const goal = `GOAL#${goalId}`;
  const node = (positions: string, fields: Record<string, unknown>) => ({ pk, sk: `${goal}#${positions}`, ...fields });
  return [
    { pk, sk: goal, title: 'Learn to juggle', description: 'Three balls', due_date: null, tone: 'friendly', created_at: '2026-10-01T08:00:00.000Z' },
    node('a0', { title: 'Basics', status: 'todo' }),
    node('a0#a0', { title: 'One ball', status: 'todo' }),
    node('a0#a0#a0', { title: 'Buy three balls', status: 'done', done_at: '2026-10-02T09:00:00.000Z' }),
    node('a0#a0#a0V', { title: 'Throw one ball 20 times', status: 'todo' }),
    node('a0#a0#a1', { title: 'Practise for 5 minutes', status: 'todo', repeat: habitDaily, habit: true, periods: new Set([dayIn(new Date(), 'UTC')]) }),
    node('a0#a0#a2', { title: 'Juggle before breakfast', status: 'todo', repeat: { every: 'day', times: 10 }, completions: 3, streak: 2, last_done: '2026-10-20' }),
    node('a1', { title: 'Tricks', status: 'todo' }),
    node('a1#a0', { title: 'Cascade', status: 'todo' }),
    node('a1#a0#a0', { title: 'Juggle three balls for a minute', status: 'todo' }),
    node('a1#a0#a1', { title: 'Half of a break-down that never finished', status: 'todo', replaces: `${goal}#a1#a0#a0` }),
  ];
}

/** A goal edited after trees came: its tree still names older nodes by their positions, beside a newer key. */
function goalWithOldKeys(userId: string, goalId: string) {
  const pk = `USER#${userId}`;
  const goal = `GOAL#${goalId}`;
  const tree = [['a0', 'h', '', '', [['a0#a0', 'h', '', '', [['a0#a0#a0', 'h', 'r2', 'r1'], ['m5', 'h', '', '']]]]]];
  return [
    { pk, sk: goal, title: 'Tidy the shed', description: '', due_date: null, tone: 'strict', created_at: '2026-10-05T08:00:00.000Z', tree: JSON.stringify(tree), version: 3, seq: 6 },
    { pk, sk: `${goal}#a0`, title: 'Clear out', status: 'todo' },
    { pk, sk: `${goal}#a0#a0`, title: 'Shelves', status: 'todo' },
    { pk, sk: `${goal}#a0#a0#a0`, title: 'Empty the shelf', status: 'done', revs: { r2: { title: 'Empty the top shelf', repeat: null } } },
    { pk, sk: `${goal}#m5`, title: 'Sweep the floor', status: 'todo', revs: {} },
  ];
}

describe('npm run migrate', () => {
  it('moves goals and the check-in schedule of an older layout to today\'s, keeping order, statuses, habits and check-ins, once', async () => {
    const user = await signUp(stack.api);
    const oldGoal = ulid(Date.parse('2026-10-01T08:00:00Z'));
    const editedGoal = ulid(Date.parse('2026-10-05T08:00:00Z'));
    const checkinId = ulid(Date.parse('2026-10-03T09:00:00Z'));
    // The check-in's Done button names the step by its old id.
    await putAll([...goalWithoutTree(user.id, oldGoal), ...goalWithOldKeys(user.id, editedGoal), {
      pk: `USER#${user.id}`, sk: `CHECKIN#${checkinId}`, id: checkinId, kind: 'daily', goal_id: oldGoal, goal_name: 'Learn to juggle',
      tone: 'friendly', message: 'Next up: throw one ball 20 times.', created_at: '2026-10-03T09:00:00.000Z', reply: null,
      step_id: `${oldGoal}.a0.a0.a0V`, due_at: '2026-10-03T09:00:00.000Z', telegram: 'none',
    }]);
    // The schedule as the day partitions kept it: the user's next daily check-in under its UTC day, and the cursor.
    const slot = new Date(Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE);
    const checkinTime = slot.toISOString().slice(11, 16);
    const settings = await user.call<Settings>('PUT', '/users/me/settings', { timezone: 'UTC', checkin_time: checkinTime, weekly_day: 3, weekly_time: '20:00', paused: false });
    expect(settings.status).toBe(200);
    const dueAt = (await getSettingsItem(user.id))!.daily_due!;
    expect(dueAt).toBe(slot.toISOString());
    await deleteDue(dueItem('daily', dueAt, user.id));
    await putAll([
      { pk: `DUE#${dueAt.slice(0, 10)}`, sk: `${dueAt}#daily#${user.id}`, user_id: user.id, kind: 'daily', due_at: dueAt },
      { pk: 'JOB#CHECKINS', sk: 'CURSOR', last_run: new Date().toISOString() },
    ]);

    expect(await migrateTable()).toMatchObject({ goalsMoved: 2, goalsLeft: 0, scheduleMoved: 1 });

    const [juggling, shed] = await goalsOf(user);
    expect(juggling?.subgoals.map((s) => s.title)).toEqual(['Basics', 'Tricks']);
    expect(bitesOf(juggling).map((m) => [m.title, m.status, m.completions])).toEqual([
      ['Buy three balls', 'done', 1],
      ['Throw one ball 20 times', 'in_progress', 0],
      ['Practise for 5 minutes', 'done', 1],
      ['Juggle before breakfast', 'todo', 3],
      ['Juggle three balls for a minute', 'todo', 0],
    ]);
    expect(bitesOf(juggling)[2]).toMatchObject({ repeat: habitDaily, streak: 1 });
    expect(bitesOf(juggling)[3]).toMatchObject({ last_done: '2026-10-20' });
    expect(juggling?.progress).toEqual({ done: 1.33, total: 5, percent: 27 });
    expect(juggling?.version).toBe(2);
    expect(bitesOf(shed).map((m) => [m.title, m.status])).toEqual([['Empty the top shelf', 'done'], ['Sweep the floor', 'in_progress']]);
    expect(bitesOf(shed)[1]?.id).toBe(`${editedGoal}.m5`);
    expect(shed?.version).toBe(4);
    for (const goal of [juggling!, shed!]) {
      const ids = [...goal.subgoals.map((s) => s.id), ...goal.subgoals.flatMap((s) => s.tasks.map((t) => t.id)), ...bitesOf(goal).map((m) => m.id)];
      for (const id of ids) expect(id).toMatch(new RegExp(`^${goal.id}\\.[stm][0-9a-z]+$`));
    }
    // Nothing of the old layout is left in the table.
    const stored = (await queryPrefix<{ sk: string }>(`USER#${user.id}`, 'GOAL#')).map((item) => item.sk);
    expect(stored.filter((sk) => !/^GOAL#[0-9A-Z]{26}(#[stm][0-9a-z]+)?$/.test(sk))).toEqual([]);
    expect(await get({ pk: 'JOB#CHECKINS', sk: 'CURSOR' })).toBeUndefined();
    expect(await queryPrefix(`DUE#${dueAt.slice(0, 10)}`, '')).toEqual([]);

    // Run again, it finds nothing left to move.
    const dashboard = await goalsOf(user);
    expect(await migrateTable()).toMatchObject({ goalsMoved: 0, goalsLeft: 0, scheduleMoved: 0 });
    expect(await goalsOf(user)).toEqual(dashboard);

    // The moved plan works as any other: the habit counts once a day, the old check-in's Done marks its step, a plan edit saves.
    const habit = bitesOf(juggling)[2]!;
    expect((await user.call('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' })).body).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    const replied = await user.call<CheckinReplyResult>('POST', `/checkins/${checkinId}/reply`, { content: 'done' });
    expect(replied.body.action).toBe('done');
    expect(bitesOf((await goalsOf(user))[0]).find((m) => m.title === 'Throw one ball 20 times')?.status).toBe('done');
    const rename = await user.call<Goal>('PUT', `/goals/${shed!.id}/plan`, {
      version: 4, subgoals: shed!.subgoals.map((s) => ({ id: s.id, title: s.title, tasks: s.tasks.map((t) => ({
        id: t.id, title: t.title, microtasks: t.microtasks.map((m) => ({ id: m.id, title: m.title === 'Sweep the floor' ? 'Sweep and mop the floor' : m.title })),
      })) })),
    });
    expect(rename.status).toBe(200);
    expect(bitesOf(rename.body).map((m) => m.title)).toEqual(['Empty the top shelf', 'Sweep and mop the floor']);

    // The moved schedule item falls due in its minute.
    const run = await runCheckins({ now: new Date(slot.getTime() + 20_000) });
    expect(run).toMatchObject({ due: 1, created: 2 });
  });
});
