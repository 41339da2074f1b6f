import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

/** Goals and the practice their obstacle line must name: the goal's own activity, or "your practice" when the goal does not say one. */
const PRACTICES: readonly [string, string][] = [
  ['Do yoga every morning', 'yoga'],
  ['Start yoga', 'yoga'],
  ['Get into pilates', 'pilates'],
  ['Take up tai chi', 'tai chi'],
  ['Go running three times a week', 'running'],
  ['Meditate daily', 'meditating'],
  ['Learn Spanish', 'Spanish practice'],
  ['Get fit', 'your practice'],
  ['Hold a plank for two minutes', 'your practice'],
];

describe("offline planner: an obstacle line names the goal's own practice, never a verb taken from a bite", () => {
  it.each(PRACTICES)('"%s" is said of %s', async (goal, practice) => {
    const short = titles(await planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer: 'Short on time' }] }));
    expect(short).toContain(`Decide what 5 minutes of ${practice} looks like, for the busiest days`);
  });

  it('says "your practice" so it reads in every line that names it', async () => {
    const lines = await Promise.all(['Too tired after work', 'Losing motivation', 'It costs too much'].map(async (answer) => titles(await planner.breakdownGoal('Get fit', { answers: [{ id: 'obstacle', answer }] }))));
    const said = lines.flat().filter((title) => title.includes('your practice'));
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((title) => /\byour your\b/.test(title))).toEqual([]);
  });
});
