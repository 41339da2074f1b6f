import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { planner } from '../plan-kit.ts';

const all = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const said = (goal: string) => goal.toLowerCase().replace(/\bmy\b/g, 'your').replace(/\bi\b/g, 'you');

/** Goals that are an outcome or a project: the plan reaches them, no one sitting does. */
const OUTCOMES_AND_PROJECTS = [
  'Get a job as a UX designer',
  'Get a job as a data analyst',
  'Get my life together',
  'Start a side business selling candles',
  'Start a candle-making side business',
  'Plan the anniversary party',
  "Plan my parents' 40th anniversary dinner",
  'Organise a surprise party for my wife',
  'Launch an online shop for my prints',
  'Land a marketing role at a startup',
  'Plan a family trip to Portugal',
  'Pass my driving test',
  'Become a project manager',
  'Find a new job in tech',
];

/** Goals whose last clause the plan's own bites already do. */
const REACHED: readonly [string, RegExp][] = [
  ['Clear out the garage so I can park the car inside', /^park the car/i],
  ['Declutter the garage so I can park the car', /^park the car/i],
];

describe("offline planner: a kind's plan closes with the goal's act only as one sitting", () => {
  it.each(OUTCOMES_AND_PROJECTS)('"%s" is never pasted in as a closing bite', async (goal) => {
    const bites = all(await planner.breakdownGoal(goal));
    const titles = bites.map((bite) => bite.title.toLowerCase());
    expect(titles).not.toContain(said(goal));
    expect(bites.filter((bite) => bite.minutes === 45 && said(goal).includes(bite.title.toLowerCase()))).toEqual([]);
  });

  it.each(REACHED)('"%s" says its last clause once, not as a 45-minute bite', async (goal, clause) => {
    const bites = all(await planner.breakdownGoal(goal)).filter((bite) => clause.test(bite.title));
    expect(bites.length).toBeLessThanOrEqual(1);
    expect(bites.filter((bite) => bite.minutes >= 45)).toEqual([]);
  });

  it.each([
    ['Build a cedar birdhouse and hang it in the garden', 'Hang it in the garden', 15],
    ['Paint a seascape', 'Paint a seascape', 45],
  ])('"%s" still ends with "%s", sized by its act', async (goal, title, minutes) => {
    const last = all(await planner.breakdownGoal(goal)).at(-1);
    expect(last).toMatchObject({ title, minutes });
  });
});
