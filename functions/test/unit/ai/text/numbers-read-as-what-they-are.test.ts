import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = async (goal: string) => (await planner.breakdownGoal(goal)).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
const said = (all: readonly string[]) => JSON.stringify(all);

describe('offline planner: a goal’s numbers are read for what they are', () => {
  it.each([
    ['Run a 10k in under 45 minutes', '4:30'],
    ['Finish a half marathon in under 2 hours', '5:41'],
    ['Run the Chicago marathon in under 3:30', '4:58'],
    ['Run a sub-20 minute 5k by the summer', '4:00'],
  ])('"%s" turns its time into the pace it takes (%s per km), never a mark to reach', async (goal, pace) => {
    const all = await titles(goal);
    expect(all.some((title) => title.includes(`${pace} per km`)), said(all)).toBe(true);
    expect(all.filter((title) => /mark to reach/.test(title)), said(all)).toEqual([]);
  });

  it.each([
    ['Build an emergency fund of 6 months of expenses', /one month of your essential costs .* by 6\b/],
    ['Put aside four months of salary as a safety net', /one month of your salary .* by 4\b/],
    ['Save a year of rent before I move', /one month of your rent .* by 12\b/],
  ])('"%s" works the sum out before dividing it, never writing a time as an amount', async (goal, worked) => {
    const all = await titles(goal);
    expect(all.some((title) => worked.test(title)), said(all)).toBe(true);
    expect(all.filter((title) => /“\w+ (?:months?|year)”/.test(title)), said(all)).toEqual([]);
  });

  it.each([
    ['Host a dinner for 12 friends', '12 friends'],
    ['Organise a street party for 60 neighbours', '60 neighbours'],
  ])('"%s" says its headcount where the plan counts who comes, not as a mark to reach', async (goal, people) => {
    const all = await titles(goal);
    expect(all.some((title) => title.includes(people) && !/mark to reach/.test(title)), said(all)).toBe(true);
    expect(all.filter((title) => /mark to reach/.test(title)), said(all)).toEqual([]);
  });
});
