import { describe, expect, it } from 'vitest';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { celebrationFor } from './celebration.ts';

const habit = (more: Partial<Microtask>): Microtask => ({
  id: 'g1.m1', title: 'Run', status: 'todo', task_id: 'g1.t1', repeat: { every: 'week', times: 8, per_period: 3 },
  completions: 1, period_completions: 1, streak: 0, last_done: '2026-11-23', minutes: 20, ...more,
});

const goalWith = (bite: Microtask): Goal => ({
  id: 'g1', title: 'Run a 10K', description: '', due_date: null, status: 'in_progress', tone: 'friendly',
  created_at: '2026-11-01T08:00:00.000Z', version: 1, snoozed_until: null, paused_until: null, if_then: null,
  progress: { done: 0, total: 1, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
  subgoals: [{ id: 'g1.s1', title: 'Base', status: 'todo', tasks: [{ id: 'g1.t1', title: 'Runs', status: 'todo', microtasks: [bite] }] }],
});

describe('the celebration of a habit tick', () => {
  it('says how far the period has come until it is full, and done once it is', () => {
    expect(celebrationFor(goalWith(habit({})), 'g1.m1')).toBe('1 of 3 this week.');
    expect(celebrationFor(goalWith(habit({ period_completions: 3, status: 'done', streak: 2 })), 'g1.m1')).toBe('Done this week! 2-week streak');
    expect(celebrationFor(goalWith(habit({ repeat: { every: 'day', times: 30 }, period_completions: 1, status: 'done' })), 'g1.m1')).toBe('Done today!');
  });
});

describe('the celebration of a one-off bite beside a habit', () => {
  const oneOff = (n: number, status: Microtask['status']): Microtask => habit({ id: `g1.b${n}`, title: `Bite ${n}`, status, repeat: null, completions: 0, period_completions: 0 });

  it('counts a habit ticked today by its share of its times, never as a whole bite', () => {
    const ticked = habit({ repeat: { every: 'day', times: 30 }, status: 'done', period_completions: 1 });
    const goal = goalWith(ticked);
    const bites = [ticked, oneOff(1, 'done'), oneOff(2, 'todo'), oneOff(3, 'todo')];
    const withBites: Goal = { ...goal, subgoals: [{ ...goal.subgoals[0]!, tasks: [{ ...goal.subgoals[0]!.tasks[0]!, microtasks: bites }] }] };
    expect(celebrationFor(withBites, 'g1.b1')).toBe('Bite done! 1 of 4 bites');
  });

  it('says the last one-off bite is done and what carries on, never a tally that reads as work left', () => {
    const daily = habit({ id: 'g1.h1', repeat: { every: 'day', times: 30 }, completions: 2, period_completions: 1 });
    const weekly = habit({ id: 'g1.h2' });
    const goal = goalWith(daily);
    const bites = [oneOff(1, 'done'), oneOff(2, 'done'), daily, weekly];
    const withBites: Goal = { ...goal, subgoals: [{ ...goal.subgoals[0]!, tasks: [{ ...goal.subgoals[0]!.tasks[0]!, microtasks: bites }] }] };
    expect(celebrationFor(withBites, 'g1.b2')).toBe('Last one-off bite done! 2 habits carry on.');
    const oneHabit: Goal = { ...withBites, subgoals: [{ ...goal.subgoals[0]!, tasks: [{ ...goal.subgoals[0]!.tasks[0]!, microtasks: [oneOff(1, 'done'), daily] }] }] };
    expect(celebrationFor(oneHabit, 'g1.b1')).toBe('Last one-off bite done! 1 habit carries on.');
  });
});
