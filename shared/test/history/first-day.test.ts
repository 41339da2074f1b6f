import { describe, expect, it } from 'vitest';
import type { Repeat } from '../../src/schemas/breakdown.ts';
import type { Goal, Microtask } from '../../src/schemas/goal.ts';
import { progressPage } from '../../src/rules/history/progress-page.ts';

const today = '2026-11-28';
const daily: Repeat = { every: 'day', times: 30 };

/** A goal made today: four daily habits and three one-off bites in its first slice. */
function newGoal(): Goal {
  const bite = (n: number, repeat: Repeat | null): Microtask => ({
    id: `g1.m${n}`, title: `Bite ${n}`, status: 'todo', task_id: 'g1.t0', repeat,
    completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: 10,
  });
  return {
    id: 'g1', title: 'Get fit', description: '', due_date: '2026-12-12', status: 'in_progress', tone: 'friendly',
    created_at: `${today}T08:00:00.000Z`, version: 1, snoozed_until: null, paused_until: null, if_then: null,
    progress: { done: 0, total: 7, percent: 0 }, pace: { status: 'on_track', expected_percent: 0, bites_behind: 0 },
    subgoals: [{
      id: 'g1.s0', title: 'Start', status: 'todo',
      tasks: [{ id: 'g1.t0', title: 'Begin', status: 'todo', microtasks: [0, 1, 2, 3].map((n) => bite(n, daily)).concat([4, 5, 6].map((n) => bite(n, null))) }],
    }],
  };
}

describe("a new account's first day on Progress", () => {
  const page = progressPage([{
    goal: newGoal(), createdDay: today, pauses: [], dueMove: null,
    dones: [{ bite_id: 'g1.m4', day: today }, { bite_id: 'g1.m0', day: today }],
  }], today);

  it('counts the one bite done as a bite and the habit tick as a habit kept, never as a second bite', () => {
    expect(page.week.bites_done).toBe(1);
    expect(page.this_week.find((day) => day.day === today)?.bites).toBe(1);
    expect(page.goals[0]?.this_week.find((day) => day.day === today)?.bites).toBe(1);
  });

  it('never counts a habit whose first day is still running against the person: 1 kept of the 1 that counts', () => {
    expect([page.week.habits_kept, page.week.habits_due]).toEqual([1, 1]);
  });

  it("reads a kept habit's share over the one day it has, not over 30, and no share of a habit not yet due", () => {
    expect(page.goals[0]?.habits.map((habit) => habit.share_days)).toEqual([1, 0, 0, 0]);
  });

  it('reads no share and no miss for a weekly habit begun today, on the last day of its first week', () => {
    const sunday = '2026-11-29';
    const weekly = newGoal();
    const first = weekly.subgoals[0]!.tasks[0]!.microtasks[0]!;
    first.repeat = { every: 'week', times: 4 };
    const habit = progressPage([{ goal: weekly, createdDay: sunday, pauses: [], dueMove: null, dones: [] }], sunday).goals[0]?.habits[0];
    expect([habit?.share_days, habit?.share_30]).toEqual([0, 0]);
    expect(habit?.cells.some((cell) => cell.state === 'missed')).toBe(false);
  });
});
