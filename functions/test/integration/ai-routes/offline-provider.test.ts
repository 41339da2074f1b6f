import { beforeAll, describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalQuestions } from '@cakewalk/shared/schemas/goal-questions.ts';
import type { Goal, MicrotaskBreakdownResult } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { breakdownJourney } from './shared-cases.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack({ OPENAI_API_KEY: undefined });
let user: TestUser;

beforeAll(async () => {
  user = await signUp(stack.api);
});

describe('the AI routes with the offline planner (no key)', () => {
  it('breaks a goal down, and a saved step down in place', async () => {
    const { breakdown, replaced } = await breakdownJourney(user, 'Run a half marathon by October');
    expect(JSON.stringify(breakdown).toLowerCase()).toContain('marathon');
    expect(new Set(replaced.microtasks.map((m) => m.title)).size).toBe(replaced.microtasks.length);
  });

  it('answers 400 "Describe your goal in words." to a goal without a letter or digit', async () => {
    for (const goal of ['🏃‍♀️🎯', '?!... ---']) {
      const answer = await user.call('POST', '/ai/goal-breakdown', { goal });
      expect(answer).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    }
  });

  it("reads the goal's date, says it is offline, and calls a plan with no archetype a starter plan", async () => {
    const dated = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Run a half marathon by next October' });
    expect(dated.body).toMatchObject({ source: 'offline', due_date: expect.stringMatching(/-10-01$/) });
    expect(dated.body.notice).toBeUndefined();
    const starter = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Become a better listener' });
    expect(starter.body.notice).toMatch(/^This is a starter plan/);
  });

  it('splits more finely at a higher detail level', async () => {
    const sizes = [];
    for (const detail of [1, 5]) {
      const reply = await user.call<{ subgoals: { tasks: { microtasks: unknown[] }[] }[] }>('POST', '/ai/goal-breakdown', { goal: 'Learn Spanish for a trip to Madrid in 6 months', detail });
      sizes.push(reply.body.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).length);
    }
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
  });

  it('breaks a step down again, and a step of a step', async () => {
    const goal = await createGoal(user);
    const first = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const once = (await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', { microtaskId: first.id, title: first.title, taskId: first.task_id })).body;
    const inner = once.microtasks[1]!;
    const twice = await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', { microtaskId: inner.id, title: inner.title, taskId: inner.task_id });
    expect(twice.status).toBe(200);
    const ids = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body.subgoals[0]!.tasks[0]!.microtasks.map((m) => m.id);
    expect(ids).toEqual([once.microtasks[0]!.id, ...twice.body.microtasks.map((m) => m.id), ...once.microtasks.slice(2).map((m) => m.id), goal.subgoals[0]!.tasks[0]!.microtasks[1]!.id]);
  });

  it('lets one of two break-downs of the same step at once through, and shows exactly its steps', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const body = { microtaskId: step.id, title: step.title, taskId: step.task_id };
    const replies = await Promise.all([1, 2].map(() => user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', body)));
    const winner = replies.find((r) => r.status === 200);
    const loser = replies.find((r) => r !== winner);
    // Refused while the step is held (409), or not found once the winner has replaced it (404).
    expect(winner).toBeDefined();
    expect([404, 409]).toContain(loser!.status);
    const ids = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body.subgoals[0]!.tasks[0]!.microtasks.map((m) => m.id);
    expect(ids).toEqual([...winner!.body.microtasks.map((m) => m.id), goal.subgoals[0]!.tasks[0]!.microtasks[1]!.id]);
  });

  it('answers 400 when the task id is not the step\'s task, and 404 for a step that is not there', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const other = goal.subgoals[0]!.tasks[1]!;
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: other.id })).status).toBe(400);
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: `${goal.id}.zz.zz.zz`, title: 'x', taskId: step.task_id })).status).toBe(404);
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: 'not-an-id', title: 'x', taskId: 'y' })).status).toBe(404);
  });
});

describe('asking before planning, with the offline planner', () => {
  const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((m) => m.title)));

  it('asks at most three questions about what the goal leaves out, each with 2 to 5 choices', async () => {
    const asked = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: 'Save money' });
    expect(asked.status).toBe(200);
    // Money moved by standing orders is not asked its time a week but how much a month, which with the amount dates it.
    expect(asked.body.questions.map((q) => q.id)).toEqual(['amount', 'pace', 'obstacle']);
    for (const question of asked.body.questions) {
      expect(question.text).toMatch(/\?$/);
      expect(question.choices.length).toBeGreaterThanOrEqual(2);
      expect(question.choices.length).toBeLessThanOrEqual(5);
    }
  });

  it('asks nothing when the goal already says it all, and asks in the goal’s language', async () => {
    const all = 'Run a 5k by March. I am a beginner, I can run 3 times a week, and long workdays get in the way.';
    expect((await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: all })).body).toEqual({ questions: [] });
    const spanish = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: 'Quiero aprender a tocar la guitarra' });
    expect(spanish.body.questions[0]).toMatchObject({ id: 'due', text: '¿Para cuándo te gustaría lograrlo?' });
  });

  it('refuses a goal without words, and answers that are not answers, in plain words', async () => {
    expect(await user.call('POST', '/ai/goal-questions', { goal: '🎯🎯' })).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    const long = await user.call<{ error: string }>('POST', '/ai/goal-breakdown', { goal: 'Save money', answers: [{ id: 'due', answer: 'x'.repeat(201) }] });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/answers/);
    expect((await user.call('POST', '/ai/goal-breakdown', { goal: 'Save money', answers: [{ id: 'due', answer: '  ' }] })).status).toBe(400);
  });

  it('asks a goal no kind fits for its first things, in the person’s own words, and builds the plan from them', async () => {
    const goal = 'Restore a 1970s sailboat';
    const asked = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal });
    expect(asked.body.questions).toContainEqual({ id: 'first', text: 'What are the first two or three things this will take?', choices: [] });
    const answers = [{ id: 'first', answer: 'sand the hull, then buy marine varnish' }, { id: 'time', answer: '2 to 3 hours' }];
    const planned = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal, answers });
    expect(planned.status).toBe(200);
    expect(planned.body.subgoals[0]?.tasks.map((task) => task.title)).toEqual(['Sand the hull', 'Buy marine varnish']);
    // Past the first things, the week's time is spent on the goal's own work, through to its end.
    expect(bites(planned.body)).toEqual(expect.arrayContaining(['Work on the 1970s sailboat for 30 minutes', 'Finish the 1970s sailboat']));
  });

  it('plans with the answers: the date, the amount, and the obstacle as an if-then plan', async () => {
    const answers = [{ id: 'amount', answer: '$3,000' }, { id: 'due', answer: 'In 3 months' }, { id: 'obstacle', answer: 'Too tired after work' }];
    const planned = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Save money', answers });
    expect(planned.status).toBe(200);
    const due = new Date(`${planned.body.due_date}T00:00:00Z`).getTime() - Date.now();
    expect(Math.round(due / 86_400_000)).toBeGreaterThanOrEqual(89);
    expect(Math.round(due / 86_400_000)).toBeLessThanOrEqual(92);
    expect(bites(planned.body).join(' | ')).toContain('$1,000 a month');
    expect(planned.body.if_then).toEqual({ if: 'I get home too tired', then: 'I do the smallest bite on my list, or move it to tomorrow morning' });
    const own = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Save money', answers: [{ id: 'obstacle', answer: 'My kids need me in the evenings' }] });
    expect(own.body.if_then).toEqual({ if: 'my kids need me in the evenings', then: 'I do the smallest bite on my list for 5 minutes, so the day still counts' });
  });
});
