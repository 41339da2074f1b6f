import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { OfflineGoalPlanner } from '../../../src/ai/offline/offline-goal-planner.ts';
import { todayIn } from '../../../src/ai/offline/reading/calendar-day.ts';
import { readGoal } from '../../../src/ai/offline/reading/read-goal.ts';
import { OFFLINE_BUDGET_MS, withinBudget } from '../../../src/ai/time-budget.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
const TODAY = todayIn('UTC', NOW);

// Punctuation, spaces and the little words the reader trims off a goal's end, in any order, with
// a letter or a word now and then: the shapes that make a backtracking pattern explode.
const piece = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'-.,;:!?()[]{}\'"/\\&$%#*+=<>|~`^_@…–—'.split('')) },
  { weight: 3, arbitrary: fc.constantFrom(' ', '  ', '\t', '\n') },
  { weight: 1, arbitrary: fc.constantFrom('a', 'and', 'or', 'by', 'the', 'to', 'so that', 'because', 'for', '5', '1,0', 'x') },
);
const punctuationRun = fc
  .array(piece, { minLength: 1, maxLength: LIMITS.goalText.max })
  .map((pieces) => pieces.join('').slice(0, LIMITS.goalText.max));

describe('the goal reader on runs of punctuation', () => {
  it('reads any run of up to 2,000 characters within its budget', () => {
    fc.assert(
      fc.property(punctuationRun, (goal) => {
        const start = performance.now();
        withinBudget(() => readGoal(goal, TODAY));
        expect(performance.now() - start).toBeLessThan(OFFLINE_BUDGET_MS);
      }),
      { numRuns: 60 },
    );
  });

  it('reads the longest run of the attack shape, and one with a letter at its end, within its budget', () => {
    for (const goal of ['-.'.repeat(999).concat('a'), '.'.repeat(1_999).concat('a'), ' and'.repeat(499).concat('.')]) {
      const start = performance.now();
      withinBudget(() => readGoal(goal, TODAY));
      expect(performance.now() - start).toBeLessThan(OFFLINE_BUDGET_MS);
    }
  });

  it('plans such a goal, or refuses it, within the budget', async () => {
    const planner = new OfflineGoalPlanner({ now: () => NOW });
    await fc.assert(
      fc.asyncProperty(punctuationRun, async (goal) => {
        const start = performance.now();
        await withinBudget(() => planner.breakdownGoal(goal)).catch(() => undefined);
        expect(performance.now() - start).toBeLessThan(OFFLINE_BUDGET_MS);
      }),
      { numRuns: 20 },
    );
  });
});

describe('the time budget', () => {
  it('stops synchronous work, a regular expression included, once it is spent', () => {
    // Built at run time: the lint rule rightly refuses this pattern written out.
    const exponential = new RegExp(['^(?:a|a)+', '$'].join(''));
    const start = performance.now();
    expect(() => withinBudget(() => exponential.test(`${'a'.repeat(40)}b`), 100)).toThrow(/took longer than 100 ms/);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
