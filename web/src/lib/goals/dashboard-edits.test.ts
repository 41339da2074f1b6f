import { describe, expect, it } from 'vitest';
import { dashboardFixture } from '../../../test/fixtures.ts';
import { withMicrotaskReplaced, withMicrotaskStatus } from './dashboard-edits.ts';

const spanish = (d: ReturnType<typeof dashboardFixture>) => d.goals[0]!;

describe('dashboard cache edits', () => {
  it('a new microtask status re-derives its task, subgoal and goal', () => {
    const before = dashboardFixture();
    const after = withMicrotaskStatus(before, 'm9', 'done');

    const goal = spanish(after);
    expect(goal.subgoals[0]?.tasks[0]?.microtasks.map((m) => m.status)).toEqual(['done', 'todo']);
    expect(goal.subgoals[0]?.tasks[0]?.status).toBe('in_progress');
    expect(goal.subgoals[0]?.status).toBe('in_progress');
    expect(goal.status).toBe('in_progress');
    expect(spanish(before).status).toBe('todo');
  });

  it('all microtasks done makes the task done', () => {
    const after = withMicrotaskStatus(withMicrotaskStatus(dashboardFixture(), 'm9', 'done'), 'm10', 'done');
    expect(spanish(after).subgoals[0]?.tasks[0]?.status).toBe('done');
    expect(spanish(after).status).toBe('done');
  });

  it('a broken-down microtask is replaced in place, in order', () => {
    const bite = { status: 'todo' as const, task_id: 't6', repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: null };
    const steps = [{ ...bite, id: 'a', title: 'A' }, { ...bite, id: 'b', title: 'B' }];
    const after = withMicrotaskReplaced(dashboardFixture(), 'm9', steps);
    expect(spanish(after).subgoals[0]?.tasks[0]?.microtasks.map((m) => m.id)).toEqual(['a', 'b', 'm10']);
  });
});
