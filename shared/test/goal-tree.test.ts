import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES, type Status } from '../src/schemas/common.ts';
import type { Goal } from '../src/schemas/goal.ts';
import { currentStepOf, goalProgress, stepsOf, withCurrentStepShown, withSteps } from '../src/rules/goal-tree.ts';

/** A goal with one subgoal per list of tasks, each task a list of step statuses. */
function goal(shape: Status[][][]): Goal {
  return {
    id: 'g', title: 'Goal', description: '', due_date: null, status: 'todo', tone: 'friendly', created_at: '2026-01-01T00:00:00.000Z',
    version: 1, snoozed_until: null, paused_until: null, if_then: null, progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals: shape.map((tasks, s) => ({
      id: `s${s}`, title: `S${s}`, status: 'todo',
      tasks: tasks.map((steps, t) => ({
        id: `s${s}t${t}`, title: `T${t}`, status: 'todo',
        microtasks: steps.map((status, m) => ({
          id: `s${s}t${t}m${m}`, title: `M${m}`, status, task_id: `s${s}t${t}`, repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: null,
        })),
      })),
    })),
  };
}

describe('the goal tree', () => {
  it('lists steps depth-first', () => {
    expect(stepsOf(goal([[['todo', 'todo'], ['todo']], [['todo']]])).map((m) => m.id)).toEqual(['s0t0m0', 's0t0m1', 's0t1m0', 's1t0m0']);
  });

  it('shows a new goal at its first step, in progress all the way up', () => {
    const shown = withCurrentStepShown(goal([[['todo', 'todo']], [['todo']]]));
    expect(stepsOf(shown).map((m) => m.status)).toEqual(['in_progress', 'todo', 'todo']);
    expect([shown.status, shown.subgoals[0]!.status, shown.subgoals[1]!.status]).toEqual(['in_progress', 'in_progress', 'todo']);
    expect(currentStepOf(shown)?.id).toBe('s0t0m0');
  });

  it('derives statuses again after an edit, leaving the original goal alone', () => {
    const before = goal([[['todo']], [['done']]]);
    const after = withSteps(before, (steps) => steps.map((m) => ({ ...m, status: 'done' as const })));
    expect([after.status, goalProgress(after)]).toEqual(['done', 100]);
    expect(stepsOf(before)[0]!.status).toBe('todo');
  });

  it('makes a goal done exactly when every step is done, and counts its progress by bites done', () => {
    const shape = fc.array(fc.array(fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(shape, (tree) => {
      const shown = withCurrentStepShown(goal(tree));
      const steps = stepsOf(shown);
      expect(shown.status === 'done').toBe(steps.every((m) => m.status === 'done'));
      expect(steps.filter((m) => m.status === 'in_progress').length > 0).toBe(steps.some((m) => m.status !== 'done'));
      expect(goalProgress(shown)).toBe(Math.round((steps.filter((m) => m.status === 'done').length / steps.length) * 100));
    }));
  });
});
