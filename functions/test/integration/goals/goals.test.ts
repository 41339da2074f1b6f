import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Goal, GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;

beforeAll(async () => {
  ann = await signUp(stack.api, 'Ann');
});

const microtasks = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

describe('goals', () => {
  it('creates a goal with ids, the description, and its first step in progress', async () => {
    const goal = await createGoal(ann);
    expect(goal.title).toBe(sampleBreakdown.goal);
    expect(goal.description).toBe('I want to run a 5k without stopping.');
    expect(goal.tone).toBe('motivational');
    expect(goal.due_date).toBeNull();
    expect(goal.status).toBe('in_progress');
    const steps = microtasks(goal);
    expect(steps.map((m) => m.title)).toEqual(sampleBreakdown.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((m) => m.title))));
    expect(steps.map((m) => m.status)).toEqual(['in_progress', 'todo', 'todo', 'todo', 'todo', 'todo', 'todo']);
    expect(new Set(steps.map((m) => m.id)).size).toBe(steps.length);
    expect(steps[0]!.task_id).toBe(goal.subgoals[0]!.tasks[0]!.id);
  });

  it('returns whole trees on the dashboard and summaries in the goal list, in creation order', async () => {
    const user = await signUp(stack.api);
    const first = await createGoal(user);
    const second = await createGoal(user, { ...sampleBreakdown, goal: 'Read 24 books this year' });
    const dashboard = await user.call<Dashboard>('GET', `/users/${user.id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.goals.map((g) => g.id)).toEqual([first.id, second.id]);
    expect(dashboard.body.goals[0]).toEqual(first);
    const list = await user.call<GoalSummary[]>('GET', `/goals?user_id=${user.id}`);
    expect(list.body).toEqual([
      { id: first.id, title: first.title, status: 'in_progress' },
      { id: second.id, title: 'Read 24 books this year', status: 'in_progress' },
    ]);
  });

  it('gets, edits and deletes a goal with everything under it', async () => {
    const goal = await createGoal(ann);
    const got = await ann.call<Goal>('GET', `/goals/${goal.id}`);
    expect(got.body).toEqual(goal);

    const edited = await ann.call<Goal>('PUT', `/goals/${goal.id}`, { title: '  Run a 10k ', description: 'Longer', due_date: '2027-03-01' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Run a 10k', description: 'Longer', due_date: '2027-03-01' });
    expect(edited.body.subgoals).toEqual(goal.subgoals);

    const cleared = await ann.call<Goal>('PUT', `/goals/${goal.id}`, { title: 'Run a 10k', description: '', due_date: '' });
    expect(cleared.body.due_date).toBeNull();

    expect((await ann.call('DELETE', `/goals/${goal.id}`)).body).toEqual({ ok: true });
    expect((await ann.call('GET', `/goals/${goal.id}`)).status).toBe(404);
    expect((await ann.call('PUT', `/goals/${goal.id}`, { title: 'Gone', description: '', due_date: null })).status).toBe(404);
    expect((await ann.call('DELETE', `/goals/${goal.id}`)).status).toBe(404);
    const step = microtasks(goal)[1]!;
    expect((await ann.call('PATCH', `/microtasks/${step.id}/status`, { status: 'done' })).status).toBe(404);
  });

  it('changes the tone when an edit names one, keeps it when the edit leaves it out, and refuses an unknown one', async () => {
    const goal = await createGoal(ann);
    const edit = { title: goal.title, description: goal.description, due_date: null };
    const strict = await ann.call<Goal>('PUT', `/goals/${goal.id}`, { ...edit, tone: 'strict' });
    expect(strict).toMatchObject({ status: 200, body: { tone: 'strict' } });
    const kept = await ann.call<Goal>('PUT', `/goals/${goal.id}`, { ...edit, title: 'Renamed' });
    expect(kept.body).toMatchObject({ title: 'Renamed', tone: 'strict' });
    const unknown = await ann.call('PUT', `/goals/${goal.id}`, { ...edit, tone: 'harsh' });
    expect(unknown).toMatchObject({ status: 400, body: { error: expect.stringContaining('tone') } });
    expect((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body).toMatchObject({ title: 'Renamed', tone: 'strict' });
  });

  it('refuses a goal named in emoji or punctuation alone, saved or renamed, and keeps what was there', async () => {
    const before = (await ann.call<GoalSummary[]>('GET', `/goals?user_id=${ann.id}`)).body;
    for (const title of ['🎂🎉', '!!! ...', '🏃‍♀️ → 🏁']) {
      const made = await ann.call('POST', '/goals', { user_id: ann.id, title, tone: 'friendly', subgoals: sampleBreakdown.subgoals });
      expect(made).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    }
    expect((await ann.call<GoalSummary[]>('GET', `/goals?user_id=${ann.id}`)).body).toEqual(before);

    const goal = await createGoal(ann, { ...sampleBreakdown, goal: '跑 5 公里 🏃' });
    expect(goal.title).toBe('跑 5 公里 🏃');
    const renamed = await ann.call('PUT', `/goals/${goal.id}`, { title: '🎯', description: goal.description, due_date: null });
    expect(renamed).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    expect((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body.title).toBe('跑 5 公里 🏃');
  });

  it('keeps a current step: marking the current step done starts the next one', async () => {
    const goal = await createGoal(ann);
    const [first, second, third] = microtasks(goal);
    const done = await ann.call('PATCH', `/microtasks/${first!.id}/status`, { status: 'done' });
    expect(done).toMatchObject({ status: 200, body: { status: 'done' } });
    let steps = microtasks((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(steps.slice(0, 3).map((m) => m.status)).toEqual(['done', 'in_progress', 'todo']);

    // With another step in progress, marking one done starts nothing new.
    await ann.call('PATCH', `/microtasks/${third!.id}/status`, { status: 'in_progress' });
    await ann.call('PATCH', `/microtasks/${second!.id}/status`, { status: 'done' });
    steps = microtasks((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(steps.slice(0, 4).map((m) => m.status)).toEqual(['done', 'done', 'in_progress', 'todo']);
  });

  it('derives task, subgoal and goal status from the steps', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user, {
      goal: 'Tiny', tone: 'friendly',
      subgoals: [
        { title: 'First', tasks: [{ title: 'One', microtasks: [{ title: 'A' }, { title: 'B' }] }] },
        { title: 'Second', tasks: [{ title: 'Two', microtasks: [{ title: 'C' }] }] },
      ],
    });
    const [a, b] = microtasks(goal);
    const statuses = async () => {
      const got = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;
      return [got.status, ...got.subgoals.flatMap((s) => [s.status, ...s.tasks.map((t) => t.status)])];
    };
    expect(await statuses()).toEqual(['in_progress', 'in_progress', 'in_progress', 'todo', 'todo']);
    await user.call('PATCH', `/microtasks/${a!.id}/status`, { status: 'done' });
    await user.call('PATCH', `/microtasks/${b!.id}/status`, { status: 'done' });
    expect(await statuses()).toEqual(['in_progress', 'done', 'done', 'in_progress', 'in_progress']);
  });

  it('keeps a current step even when its step is set back to todo', async () => {
    const goal = await createGoal(ann);
    const [first] = microtasks(goal);
    await ann.call('PATCH', `/microtasks/${first!.id}/status`, { status: 'todo' });
    const steps = microtasks((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(steps.map((m) => m.status).slice(0, 2)).toEqual(['in_progress', 'todo']);
  });

  it('loses none of 20 parallel status updates on one goal', async () => {
    const many = {
      goal: 'Many steps', tone: 'strict' as const,
      subgoals: [{ title: 'All', tasks: [{ title: 'Twenty', microtasks: Array.from({ length: 10 }, (_, i) => ({ title: `Step ${i + 1}` })) }, { title: 'More', microtasks: Array.from({ length: 10 }, (_, i) => ({ title: `More ${i + 1}` })) }] }],
    };
    const goal = await createGoal(ann, many);
    const steps = microtasks(goal);
    const replies = await Promise.all(steps.map((m) => ann.call('PATCH', `/microtasks/${m.id}/status`, { status: 'done' })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const after = microtasks((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(after.map((m) => m.status)).toEqual(steps.map(() => 'done'));
  });
});

describe("a goal's if-then plan", () => {
  const plan = { if: 'I get home too tired', then: 'I do the smallest bite on my list' };
  const saved = async (goal: Goal) => (await ann.call<Goal>('GET', `/goals/${goal.id}`)).body.if_then;

  it('is saved with a new goal and returned by GET; a goal made without one has null', async () => {
    const goal = await createGoal(ann, { ...sampleBreakdown, if_then: { if: ` ${plan.if} `, then: plan.then } });
    expect(goal.if_then).toEqual(plan);
    expect(await saved(goal)).toEqual(plan);
    expect((await createGoal(ann)).if_then).toBeNull();
  });

  it('is changed or removed by an edit, and kept by an edit that leaves it out', async () => {
    const goal = await createGoal(ann, { ...sampleBreakdown, if_then: plan });
    const edit = { title: goal.title, description: goal.description, due_date: null };
    expect((await ann.call<Goal>('PUT', `/goals/${goal.id}`, { ...edit, title: 'Run a 10k' })).body.if_then).toEqual(plan);
    const other = { if: 'it rains', then: 'I run on the treadmill' };
    expect((await ann.call<Goal>('PUT', `/goals/${goal.id}`, { ...edit, if_then: other })).body.if_then).toEqual(other);
    expect((await ann.call<Goal>('PUT', `/goals/${goal.id}`, { ...edit, if_then: null })).body.if_then).toBeNull();
    expect(await saved(goal)).toBeNull();
  });

  it('is refused in plain words when a half is empty or too long, and nothing changes', async () => {
    const goal = await createGoal(ann, { ...sampleBreakdown, if_then: plan });
    const edit = { title: 'Changed', description: '', due_date: null };
    const cases: [unknown, string][] = [
      [{ if: '  ', then: plan.then }, 'The “if” of the if-then plan is required.'],
      [{ if: plan.if, then: 'x'.repeat(201) }, 'The “then” of the if-then plan is too long: at most 200 characters.'],
      [{ if: plan.if }, 'The “then” of the if-then plan is required.'],
      ['if tired then rest', 'The if-then plan must be an object with its fields.'],
    ];
    for (const [ifThen, error] of cases) {
      expect(await ann.call('PUT', `/goals/${goal.id}`, { ...edit, if_then: ifThen })).toMatchObject({ status: 400, body: { error } });
      const made = await ann.call('POST', '/goals', { user_id: ann.id, title: 'New', tone: 'friendly', subgoals: sampleBreakdown.subgoals, if_then: ifThen });
      expect(made).toMatchObject({ status: 400, body: { error } });
    }
    expect((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body).toMatchObject({ title: goal.title, if_then: plan });
  });

  it('travels in the export and comes back with an import', async () => {
    const user = await signUp(stack.api);
    await createGoal(user, { ...sampleBreakdown, if_then: plan });
    const file = (await user.call<ExportFile>('GET', '/users/me/export')).body;
    expect(file.goals[0]!.if_then).toEqual(plan);
    const other = await signUp(stack.api);
    expect((await other.call('POST', '/users/me/import', file)).status).toBe(201);
    const [imported] = (await other.call<Dashboard>('GET', `/users/${other.id}/dashboard`)).body.goals;
    expect(imported!.if_then).toEqual(plan);
  });
});
