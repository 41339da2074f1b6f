import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { OfflineGoalPlanner } from '../../../src/ai/offline/offline-goal-planner.ts';

const today = Date.UTC(2026, 10, 23);
const planner = new OfflineGoalPlanner({ now: () => new Date(today + 12 * 3600 * 1000) });
const DAY_MS = 24 * 3600 * 1000;

/** Goals of different kinds: a race, money, a debt, a book, a language, an event, a renovation, habits, and one no recipe fits. */
const GOALS = [
  'Run a half marathon',
  'Save $5,000 for a house deposit',
  'Pay off my $4,000 credit card',
  'Write a book',
  'Learn Spanish',
  'Throw a surprise party for my sister',
  'Renovate the bathroom',
  'Meditate every day',
  'Cycle 40 minutes 3 times a week',
  'Restore a 1970s sailboat',
] as const;

/** Goals that are a habit themselves: their habit goes on until the goal is due. */
const HABITS: ReadonlySet<string> = new Set(['Meditate every day', 'Cycle 40 minutes 3 times a week']);

const LABEL = /\((weeks?|days?) (\d+)(?:-(\d+))?\)$/;

interface Span {
  unit: 'week' | 'day';
  first: number;
  last: number;
  phase: Breakdown['subgoals'][number];
}

function spanOf(phase: Breakdown['subgoals'][number]): Span {
  const [, unit = '', first = '', last] = LABEL.exec(phase.title) ?? [];
  expect(unit, `"${phase.title}" names its weeks or days`).not.toBe('');
  return { unit: unit.startsWith('week') ? 'week' : 'day', first: Number(first), last: Number(last ?? first), phase };
}

describe('offline planner: phases fit the due date', () => {
  it('keeps every phase between the first week and the due date’s week, in order, and each habit within its own phase, or from its phase to the due date when the goal is the habit', async () => {
    const plan = fc.record({
      goal: fc.constantFrom(...GOALS),
      days: fc.integer({ min: 7, max: 3 * 365 }),
      detail: fc.integer({ min: LIMITS.detail.min, max: LIMITS.detail.max }),
    });
    await fc.assert(fc.asyncProperty(plan, async ({ goal, days, detail }) => {
      const due = new Date(today + days * DAY_MS);
      const said = due.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
      const planned = await planner.breakdownGoal(goal, { detail, answers: [{ id: 'due', answer: said }] });
      expect(planned.due_date).toBe(due.toISOString().slice(0, 10));
      const spans = planned.subgoals.map(spanOf);
      expect(spans[0]?.first).toBe(1);
      const firstHabit = spans.findIndex(({ phase }) => phase.tasks.some((task) => task.microtasks.some((bite) => bite.repeat)));
      for (const [i, span] of spans.entries()) {
        const units = span.unit === 'week' ? Math.ceil(days / 7) : days;
        const unitDays = span.unit === 'week' ? 7 : 1;
        expect(span.unit).toBe(spans[0]?.unit);
        expect(span.first).toBeGreaterThanOrEqual(1);
        expect(span.last).toBeGreaterThanOrEqual(span.first);
        expect(span.last).toBeLessThanOrEqual(units);
        if (i > 0) expect(span.first).toBeGreaterThan(spans[i - 1]?.last ?? 0);
        // Setting up takes at most two weeks a phase: the first real act comes within weeks.
        if (i === firstHabit) expect((span.first - 1) * unitDays).toBeLessThanOrEqual(14 * i);
        const toDue = days - (span.first - 1) * unitDays;
        const length = HABITS.has(goal) ? toDue : Math.min(toDue, (span.last - span.first + 1) * unitDays);
        for (const bite of span.phase.tasks.flatMap((task) => task.microtasks)) {
          if (!bite.repeat) continue;
          const periods = bite.repeat.every === 'week' ? Math.ceil(length / 7) : length;
          expect(bite.repeat.times, `"${bite.title}" in "${span.phase.title}"`).toBeLessThanOrEqual(periods);
        }
      }
    }), { numRuns: 300 });
  });
});
