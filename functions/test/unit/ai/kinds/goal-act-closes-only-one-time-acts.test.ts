import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const last = async (goal: string) => bites(await planner.breakdownGoal(goal)).at(-1);

/** Goals that are a state, a feeling, a habit or an endurance: the goal said again is no bite one can do. */
const NO_ONE_TIME_ACT = [
  'Be less stressed',
  'Feel calmer before exams',
  'Sit through a workday without back pain',
  'Get through the winter without a cold',
  'Stop biting my nails',
  'Keep my desk tidy',
  'Stay patient with my kids',
  'Become more organised at home',
];

/** One-time acts on a thing, and the minutes their act takes. */
const ONE_TIME_ACTS: readonly [string, number][] = [
  ['Paint a seascape', 45],
  ['Bake a Swiss roll', 45],
  ['Cook a Thai green curry', 30],
];

describe("offline planner: a kind's plan ends with the goal's own act only where the goal is one act on a thing", () => {
  it.each(NO_ONE_TIME_ACT)('"%s" is never pasted in as its own last bite', async (goal) => {
    const said = bites(await planner.breakdownGoal(goal)).map((bite) => bite.title.toLowerCase());
    const whole = goal.toLowerCase().replace(/\bmy\b/g, 'your');
    expect(said).not.toContain(whole);
  });

  it.each(ONE_TIME_ACTS)('"%s" ends with its act, sized by what the act takes', async (goal, minutes) => {
    const bite = await last(goal);
    expect(bite?.title.toLowerCase()).toContain(goal.toLowerCase().split(' ').slice(1).join(' '));
    expect(bite?.minutes).toBe(minutes);
  });
});
