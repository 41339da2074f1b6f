import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

/** The phases of one half of a two-goal plan, by the label before the colon. */
const halfOf = (plan: Breakdown, label: string) => plan.subgoals.filter((subgoal) => subgoal.title.startsWith(`${label}:`));
const habitsOf = (phases: Breakdown['subgoals']) => phases.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).filter((bite) => bite.repeat);

// Each: the goal, and the label of each half with a word its doing phase must say.
const GOALS: readonly [string, readonly [string, RegExp][]][] = [
  ['Drop 4 kilos and quit biting my nails', [['Drop 4 kilos', /eat|food|plate|walk/i], ['Quit biting your nails', /instead|trigger|urge/i]]],
  ['Sleep 8 hours and stop vaping', [['Sleep 8 hours', /bed|phone|read/i], ['Stop vaping', /instead|trigger|urge|craving/i]]],
  ['Save $800 and pay off my credit card', [['Save $800', /cook|lunch|sell/i], ['Pay off your credit card', /pay|payment/i]]],
  ['Practise the cello and finish my short film', [['Practise the cello', /practi|play/i], ['Finish your short film', /item|work/i]]],
  ['Run a 5k and learn Portuguese', [['Run a 5k', /run/i], ['Learn Portuguese', /lesson|words|flashcards/i]]],
];

describe('offline planner: each of two goals in a sentence gets a phase that does it', () => {
  it.each(GOALS)('"%s"', async (goal, halves) => {
    const plan = await planner.breakdownGoal(goal);
    for (const [label, doing] of halves) {
      const phases = halfOf(plan, label);
      expect(phases.length, label).toBeGreaterThan(0);
      expect(habitsOf(phases).some((bite) => doing.test(bite.title)), `${label}: ${JSON.stringify(phases.map((p) => p.title))}`).toBe(true);
    }
  });

  it.each([
    ['Sleep by 10:30 and keep my laptop out of the bedroom', 'Keep your laptop out of the bedroom'],
    ['Stop eating sweets and go running with my sister', 'Go running with your sister'],
  ])('"%s" names a half whole, never ending on a little word', async (goal, label) => {
    const titles = (await planner.breakdownGoal(goal)).subgoals.map((subgoal) => subgoal.title);
    expect(titles.some((title) => title.startsWith(`${label}:`)), JSON.stringify(titles)).toBe(true);
    expect(titles.filter((title) => /\b(?:of|on|out|to|for|with|the|a|your|my):/i.test(title))).toEqual([]);
  });
});
