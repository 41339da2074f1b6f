import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

/** Goals whose plan gets the things the goal takes; someone coming back to it needs them again. */
const GOALS = ['Paint my bedroom', 'Train my dog to sit', 'Learn to weld', 'Pass the CompTIA A+ exam', 'Learn to swim'] as const;

describe('offline planner: "I\'ve done some before" skips only what the person has done', () => {
  it.each(GOALS)('"%s" keeps getting what it takes', async (goal) => {
    const fresh = titles(await planner.breakdownGoal(goal));
    const returning = titles(await planner.breakdownGoal(goal, { answers: [{ id: 'start', answer: "I've done some before" }] }));
    const getting = fresh.filter((title) => /^(?:buy|borrow|rent|order)\b/i.test(title) && !/\bbeginners?\b/i.test(title));
    expect(getting.length, goal).toBeGreaterThan(0);
    for (const title of getting) expect(returning, `${goal}: ${title}`).toContain(title);
  });

  it('still skips a beginner\'s kit for someone coming back to it', async () => {
    const returning = titles(await planner.breakdownGoal('Learn to play the guitar', { answers: [{ id: 'start', answer: "I've done some before" }] }));
    expect(returning.join(' | ')).not.toMatch(/beginner instrument/i);
  });
});

describe('offline planner: the starting point of a goal of two parts is its lead part’s', () => {
  it('skips the lead part’s beginner steps and keeps every first step of the second part', async () => {
    for (const goal of ['Run a 10k and learn to play the ukulele', 'Learn Portuguese and start climbing']) {
      const lead = (plan: Breakdown) => plan.subgoals[0]?.title.split(':')[0];
      const second = (plan: Breakdown) => plan.subgoals.filter((s) => !s.title.startsWith(`${lead(plan)}:`)).flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
      const [fresh, returning] = await Promise.all([[], [{ id: 'start' as const, answer: "I've done some before" }]].map((answers) => planner.breakdownGoal(goal, { answers })));
      if (second(fresh!).length === 0) continue;
      expect(second(returning!), goal).toEqual(second(fresh!));
      expect(titles(returning!), goal).not.toEqual(titles(fresh!));
    }
  });
});
