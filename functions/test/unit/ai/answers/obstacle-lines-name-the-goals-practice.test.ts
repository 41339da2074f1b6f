import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

/** Goals and the practice their obstacle line must name: the goal's own activity. */
const PRACTICES: readonly [string, string][] = [
  ['Do yoga every morning', 'yoga'],
  ['Start yoga', 'yoga'],
  ['Get into pilates', 'pilates'],
  ['Take up tai chi', 'tai chi'],
  ['Go running three times a week', 'running'],
  ['Meditate daily', 'meditating'],
  ['Learn Spanish', 'Spanish practice'],
];

describe("offline planner: an obstacle line names the goal's own practice, never a verb taken from a bite", () => {
  it.each(PRACTICES)('"%s" is said of %s', async (goal, practice) => {
    const short = titles(await planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer: 'Short on time' }] }));
    expect(short).toContain(`Decide what 5 minutes of ${practice} looks like, for the busiest days`);
  });

  it.each(['Get a promotion at work', 'File my tax return', 'Get fit'])('says no practice for "%s", which names none, and still answers the obstacle', async (goal) => {
    for (const answer of ['Short on time', 'Too tired after work', 'Losing motivation', 'It costs too much']) {
      const plain = titles(await planner.breakdownGoal(goal));
      const said = titles(await planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer }] }));
      expect(said.filter((title) => /\bpractice\b/.test(title) && !plain.includes(title)), answer).toEqual([]);
      expect(said, answer).not.toEqual(plain);
    }
  });
});
