import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = async (goal: string) => (await planner.breakdownGoal(goal)).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

describe('offline planner: every moment a habit goal names reaches its practice', () => {
  it.each([
    ['Meditate for 5 minutes in bed before my coffee each morning', ['in bed', 'before your coffee']],
    ['Do my physio stretches in bed every evening', ['in bed']],
    ['Read 10 pages in bed every night', ['in bed']],
  ])('"%s" keeps %j', async (goal, moments) => {
    const all = await titles(goal);
    for (const moment of moments) expect(all.some((title) => title.includes(moment)), `${moment}: ${JSON.stringify(all)}`).toBe(true);
  });
});
