import { describe, expect, it } from 'vitest';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { checkinId } from '../../../src/core/checkins/checkin-id.ts';
import { currentStepOf, goalProgress } from '@cakewalk/shared/rules/goal-tree.ts';
import { weeklyFigures } from '../../../src/core/checkins/figures.ts';

type StepStatus = Goal['status'];

function goalOf(subgoals: [string, StepStatus][][]): Goal {
  return {
    id: 'G', title: 'Goal', description: '', due_date: null, status: 'in_progress', tone: 'friendly', created_at: '', version: 1, snoozed_until: null, paused_until: null, if_then: null,
    progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals: subgoals.map((steps, s) => ({
      id: `G.${s}`, title: `S${s}`, status: steps.every(([, st]) => st === 'done') ? 'done' : 'in_progress',
      tasks: [{
        id: `G.${s}.t`, title: 'T', status: 'todo',
        microtasks: steps.map(([title, status], m) => ({
          id: `G.${s}.t.${m}`, title, status, task_id: `G.${s}.t`, repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: null,
        })),
      }],
    })),
  };
}

const since = new Date('2026-11-15T12:00:00Z');
const until = new Date('2026-11-22T12:00:00Z');

describe('weeklyFigures', () => {
  const goal = goalOf([
    [['a1', 'done'], ['a2', 'done']],
    [['b1', 'done']],
    [['c1', 'in_progress'], ['c2', 'todo']],
    [['d1', 'todo']],
  ]);
  const doneAt = new Map([
    ['G.0.t.0', '2026-11-10T09:00:00.000Z'],
    ['G.0.t.1', '2026-11-16T09:00:00.000Z'],
    ['G.1.t.0', '2026-11-22T12:00:00.000Z'],
  ]);

  it('counts only steps done inside the week, and works out the progress a week ago without them', () => {
    expect(weeklyFigures(goal, doneAt, since, until)).toEqual({
      progress: 50,
      previousProgress: 17,
      doneThisWeek: ['a2', 'b1'],
      nextSteps: ['c1', 'c2', 'd1'],
    });
  });

  it('shows no movement when nothing was done in the week', () => {
    const lastWeek = weeklyFigures(goal, doneAt, new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'));
    expect(lastWeek).toMatchObject({ progress: 50, previousProgress: 50, doneThisWeek: [] });
  });
});

describe('daily figures', () => {
  it('are the goal card progress (bites done) and the step in progress, else the first todo', () => {
    const goal = goalOf([[['a1', 'done']], [['b1', 'todo'], ['b2', 'in_progress']]]);
    expect(goalProgress(goal)).toBe(33);
    expect(currentStepOf(goal)?.title).toBe('b2');
    expect(currentStepOf(goalOf([[['a1', 'done']]]))).toBeUndefined();
  });
});

describe('checkinId', () => {
  const due = new Date('2026-11-22T09:00:00Z');

  it('is the same for the same round and goal, and differs for another goal, kind or time', () => {
    const id = checkinId('daily', due, 'G1');
    expect(checkinId('daily', due, 'G1')).toBe(id);
    expect(checkinId('daily', due, 'G2')).not.toBe(id);
    expect(checkinId('weekly', due, 'G1')).not.toBe(id);
    expect(checkinId('daily', new Date(due.getTime() + 60_000), 'G1')).not.toBe(id);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('sorts by due time', () => {
    expect(checkinId('daily', due, 'Z') < checkinId('daily', new Date(due.getTime() + 1), 'A')).toBe(true);
  });
});
