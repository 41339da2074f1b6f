import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHANGED, type Goal, type PlanBody, type StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { injectCrashes } from '../../support/crash-injection.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;

beforeAll(async () => {
  ann = await signUp(stack.api, 'Ann');
});

const crashes = injectCrashes();

const bites = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

/** The goal's plan as the editor sends it back: every item with its id. */
function planOf(goal: Goal): PlanBody {
  return {
    version: goal.version,
    subgoals: goal.subgoals.map((s) => ({
      id: s.id, title: s.title,
      tasks: s.tasks.map((t) => ({ id: t.id, title: t.title, microtasks: t.microtasks.map((m) => ({ id: m.id, title: m.title, repeat: m.repeat })) })),
    })),
  };
}

const put = (user: TestUser, goal: Goal, body: PlanBody) => user.call<Goal>('PUT', `/goals/${goal.id}/plan`, body);
const read = async (user: TestUser, goal: Goal) => (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;

describe('progress and pace on every goal', () => {
  it('counts progress by bites and carries version 1 and a pace', async () => {
    const goal = await createGoal(ann);
    expect(goal).toMatchObject({ version: 1, progress: { done: 0, total: 7, percent: 0 }, pace: { status: 'no_due_date' } });
    await ann.call('PATCH', `/microtasks/${bites(goal)[0]!.id}/status`, { status: 'done' });
    expect((await read(ann, goal)).progress).toEqual({ done: 1, total: 7, percent: 14 });
  });
});

describe('PUT /goals/{id}/plan', () => {
  it('renames, adds, deletes and reorders at every level, keeping ids and statuses, and adds 1 to the version', async () => {
    const goal = await createGoal(ann);
    const [first, second] = bites(goal);
    await ann.call('PATCH', `/microtasks/${first!.id}/status`, { status: 'done' });
    const plan = planOf(goal);
    const task = plan.subgoals[0]!.tasks[0]!;
    task.microtasks = [
      { ...task.microtasks[1]!, title: 'Walk 20 minutes, renamed' },
      { id: first!.id, title: first!.title, status: 'todo' },
      { title: 'A brand new bite', status: 'done' },
    ];
    plan.subgoals.reverse();
    const saved = await put(ann, goal, plan);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.subgoals.map((s) => s.id)).toEqual([...goal.subgoals].reverse().map((s) => s.id));
    const edited = saved.body.subgoals.at(-1)!.tasks[0]!.microtasks;
    expect(edited.map((m) => m.title)).toEqual(['Walk 20 minutes, renamed', first!.title, 'A brand new bite']);
    expect(edited.slice(0, 2).map((m) => m.id)).toEqual([second!.id, first!.id]);
    expect(edited[1]!.status).toBe('done');
    expect(edited[2]!.status).toBe('done');
    expect(await read(ann, goal)).toEqual(saved.body);
    expect(bites(saved.body)).toHaveLength(bites(goal).length + 1);
  });

  it('answers 409 with the exact text for a stale version and changes nothing', async () => {
    const goal = await createGoal(ann);
    expect((await put(ann, goal, planOf(goal))).status).toBe(200);
    const stale = planOf(goal);
    stale.subgoals[0]!.title = 'Lost edit';
    const refused = await put(ann, goal, stale);
    expect(refused).toMatchObject({ status: 409, body: { error: PLAN_CHANGED } });
    expect((await read(ann, goal)).subgoals[0]!.title).toBe(goal.subgoals[0]!.title);
  });

  it('answers 400 for an id of another goal or of another level, and changes nothing', async () => {
    const goal = await createGoal(ann);
    const other = await createGoal(ann);
    const foreign = planOf(goal);
    foreign.subgoals[0]!.tasks[0]!.microtasks[0]!.id = bites(other)[0]!.id;
    expect((await put(ann, goal, foreign)).status).toBe(400);
    const level = planOf(goal);
    level.subgoals[0]!.id = goal.subgoals[0]!.tasks[0]!.id;
    expect((await put(ann, goal, level)).status).toBe(400);
    expect(await read(ann, goal)).toEqual(goal);
  });

  it('is 404 for another user\'s goal', async () => {
    const goal = await createGoal(ann);
    const bob = await signUp(stack.api, 'Bob');
    expect((await put(bob, goal, planOf(goal))).status).toBe(404);
  });

  it('leaves the old plan whole when it fails half-way, and a retry saves it', async () => {
    const goal = await createGoal(ann, { ...sampleBreakdown });
    const plan = planOf(goal);
    plan.subgoals[0]!.title = 'Renamed slice';
    plan.subgoals[0]!.tasks[0]!.microtasks.push({ title: 'New bite' });
    plan.subgoals.pop();
    // The new bite and the rename land; the goal item's update (the commit) never happens.
    crashes.crashAt('UpdateItemCommand', 3);
    expect((await put(ann, goal, plan)).status).toBe(503);
    expect(await read(ann, goal)).toEqual(goal);
    const retried = await put(ann, goal, plan);
    expect(retried.status).toBe(200);
    expect(retried.body.subgoals.map((s) => s.title)).toEqual(plan.subgoals.map((s) => s.title));
  });

  it('never hands out a deleted item\'s id again', async () => {
    const goal = await createGoal(ann);
    const plan = planOf(goal);
    const removed = plan.subgoals[0]!.tasks[0]!.microtasks.pop()!;
    const after = (await put(ann, goal, plan)).body;
    const again = planOf(after);
    again.subgoals[0]!.tasks[0]!.microtasks.push({ title: removed.title });
    const ids = bites((await put(ann, after, again)).body).map((m) => m.id);
    expect(ids).not.toContain(removed.id);
  });

  it('adds 1 to the version when a bite is broken down', async () => {
    const goal = await createGoal(ann);
    const [bite] = bites(goal);
    const reply = await ann.call('POST', '/gpt/breakdown', { microtaskId: bite!.id, title: bite!.title, taskId: bite!.task_id });
    expect(reply.status).toBe(200);
    expect((await read(ann, goal)).version).toBe(2);
  });
});

describe('recurring bites', () => {
  it('records one completion a day, shows it done today, and a second done changes nothing', async () => {
    const goal = await createGoal(ann);
    const plan = planOf(goal);
    plan.subgoals[0]!.tasks[0]!.microtasks[0]!.repeat = { every: 'day', times: 30 };
    const saved = (await put(ann, goal, plan)).body;
    const habit = bites(saved)[0]!;
    expect(habit).toMatchObject({ repeat: { every: 'day', times: 30 }, completions: 0, streak: 0 });

    const first = await ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' });
    expect(first.body).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    const second = await ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' });
    expect(second.body).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    const shown = bites(await read(ann, goal))[0]!;
    expect(shown).toMatchObject({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    expect((await read(ann, goal)).progress.done).toBeCloseTo(1 / 30, 2);

    const undone = await ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'todo' });
    expect(undone.body).toEqual({ status: 'todo', completions: 0, period_completions: 0, streak: 0 });
  });

  it('keeps a habit going when it is broken down: each smaller step repeats as the habit did, and a one-off\'s steps stay one-off', async () => {
    const goal = await createGoal(ann);
    const plan = planOf(goal);
    plan.subgoals[0]!.tasks[0]!.microtasks[0]!.repeat = { every: 'week', times: 8, per_period: 3 };
    const [habit, oneOff] = bites((await put(ann, goal, plan)).body);
    const split = async (bite: typeof habit) => {
      const reply = await ann.call<{ microtasks: Goal['subgoals'][number]['tasks'][number]['microtasks'] }>('POST', '/gpt/breakdown', { microtaskId: bite!.id, title: bite!.title, taskId: bite!.task_id });
      expect(reply.status).toBe(200);
      return reply.body.microtasks;
    };
    const steps = await split(habit);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    for (const step of steps) expect(step.repeat).toEqual({ every: 'week', times: 8, per_period: 3 });
    const stored = bites(await read(ann, goal)).filter((bite) => steps.some((step) => step.id === bite.id));
    expect(stored.map((bite) => bite.repeat)).toEqual(steps.map(() => ({ every: 'week', times: 8, per_period: 3 })));
    for (const step of await split(oneOff)) expect(step.repeat).toBeNull();
  });

  it('takes several completions a period: three dones at once make the week, a fourth changes nothing, todo takes one back', async () => {
    const goal = await createGoal(ann);
    const plan = planOf(goal);
    plan.subgoals[0]!.tasks[0]!.microtasks[0]!.repeat = { every: 'week', times: 8, per_period: 3 };
    const habit = bites((await put(ann, goal, plan)).body)[0]!;
    expect(habit).toMatchObject({ repeat: { every: 'week', times: 8, per_period: 3 }, completions: 0, period_completions: 0 });

    const done = () => ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' });
    await Promise.all([done(), done(), done()]);
    expect(bites(await read(ann, goal))[0]).toMatchObject({ status: 'done', completions: 3, period_completions: 3, streak: 1 });
    expect((await done()).body).toEqual({ status: 'done', completions: 3, period_completions: 3, streak: 1 });
    expect((await read(ann, goal)).progress.done).toBeCloseTo(3 / 24, 1);
    const undone = await ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'todo' });
    expect(undone.body).toEqual({ status: 'todo', completions: 2, period_completions: 2, streak: 0 });

    plan.version = (await read(ann, goal)).version;
    plan.subgoals[0]!.tasks[0]!.microtasks[0]!.repeat = { every: 'week', times: 8, per_period: 8 };
    const refused = await put(ann, goal, plan);
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('error');
  });

  it('is done for good once the completions reach times', async () => {
    const goal = await createGoal(ann);
    const plan = planOf(goal);
    plan.subgoals[0]!.tasks[0]!.microtasks[0]!.repeat = { every: 'week', times: 1 };
    const habit = bites((await put(ann, goal, plan)).body)[0]!;
    expect((await ann.call<StatusResult>('PATCH', `/microtasks/${habit.id}/status`, { status: 'done' })).body)
      .toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });
    expect(bites(await read(ann, goal))[0]).toMatchObject({ status: 'done', completions: 1 });
  });
});
