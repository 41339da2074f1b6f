import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { actMinutes } from '../../../../src/ai/offline/compose/act-minutes.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bitesOf = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

const ACTS: readonly [string, number][] = [
  ['Strip the engine', 60],
  ['Practise parallel parking', 30],
  ['Bake a loaf of sourdough', 45],
  ['Run for 20 minutes', 20],
  ['Paint the fence for an hour', 60],
  ['Sand the hull for 3 hours', 120],
  ['Buy new tyres', 15],
  ['Call the garage', 15],
  ['Have a date night with your wife', 120],
  ['Host a game night for the neighbours', 120],
];

describe('offline planner: a bite’s minutes suit its act', () => {
  it.each(ACTS)('"%s" takes %i minutes', (title, minutes) => {
    expect(actMinutes(title, 15)).toBe(minutes);
  });

  it('gives the person’s own first things the time they take', async () => {
    const plan = await planner.breakdownGoal('Restore my old motorbike', { answers: [{ id: 'first', answer: 'strip the engine, practise parallel parking, buy new tyres' }] });
    const minutes = Object.fromEntries(bitesOf(plan).map((bite) => [bite.title, bite.minutes]));
    expect(minutes['Strip the engine']).toBe(60);
    expect(minutes['Practise parallel parking']).toBe(30);
    expect(minutes['Buy new tyres']).toBe(15);
  });

  it('gives a habit goal’s own evening out the evening it takes, in the kind’s plan', async () => {
    const act = bitesOf(await planner.breakdownGoal('Have a date night with my wife every Thursday')).find((bite) => /^Have a date night/.test(bite.title));
    expect(act?.minutes).toBeGreaterThanOrEqual(90);
  });

  it('gives a habit goal’s act its own time: lifting weights is no 5-minute thing, and an hour said stays an hour', async () => {
    const act = async (goal: string, verb: RegExp) => bitesOf(await planner.breakdownGoal(goal)).find((bite) => verb.test(bite.title))?.minutes;
    expect(await act('Lift weights twice a week', /^Lift weights/)).toBeGreaterThanOrEqual(30);
    expect(await act('Knit for an hour every evening', /^Knit/)).toBe(60);
  });

  it('gives a half marathon’s long run more than an hour, and a 5k’s less', async () => {
    const long = (plan: Breakdown) => bitesOf(plan).find((bite) => /long run/i.test(bite.title) && bite.repeat);
    expect(long(await planner.breakdownGoal('Run a half marathon in April'))?.minutes).toBeGreaterThanOrEqual(60);
    expect(long(await planner.breakdownGoal('Run my first 5k in March'))?.minutes).toBeLessThan(60);
  });

  it('names a race by its distance, not by the time the goal aims for', async () => {
    const titles = bitesOf(await planner.breakdownGoal('Run a 25 minute 5k by spring')).map((bite) => bite.title).join('\n');
    expect(titles).not.toMatch(/the minute 5k/);
    expect(titles).toMatch(/the 5k/);
  });
});
