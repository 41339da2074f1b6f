import { describe, expect, it } from 'vitest';
import { bites, kindOf, planner } from '../plan-kit.ts';

describe('offline planner: the goal’s own kind, not the kind its aside names', () => {
  it.each([
    ['Host a board game night for 8 friends', 'throw-a-party'],
    ['Get better at touch typing for my new office job', undefined],
    ['Learn to read Korean hangul', 'learn-a-language'],
    ['Paint a seascape in acrylics', 'draw-paint'],
  ])('"%s" is %s', (goal, kind) => {
    expect(kindOf(goal)).toBe(kind);
  });
});

// The goal's own act and thing, the detail the kind's usual plan would leave out, and the neighbour's bites it must not get.
const DETAILS: readonly [string, RegExp, RegExp | undefined][] = [
  ['Paint a seascape in acrylics', /paints, two brushes, a palette|seascape in acrylics/i, /sketchbook|Draw one object/i],
  ['Bake a loaf of rye bread from scratch', /Bake a loaf of rye bread from scratch/, undefined],
  ['Learn to read Korean hangul', /five new characters/, /language-exchange partner|ten new words/i],
  ['Learn the Cyrillic alphabet before my trip to Kyiv', /five new characters/, /language-exchange partner/i],
  ['Finish chapter two of my PhD thesis', /sections/, /List every chapter/],
  ['Learn to play the cello well enough to join the community orchestra', /Join the community orchestra/, undefined],
  ['Get better at touch typing for my new office job', /technique for touch typing/, /job ads|CV/],
  ['Service both of our cars before winter', /both of your cars/, /three models|test drives/],
  ['Walk 30 minutes every lunchtime', /Walk 30 minutes every lunchtime/, /squat|dumbbell|weights/i],
];

describe('offline planner: a kind’s plan keeps the goal’s own act, thing and detail', () => {
  it.each(DETAILS)('"%s"', async (goal, kept, neighbour) => {
    const said = bites(await planner.breakdownGoal(goal));
    expect(said).toMatch(kept);
    if (neighbour) expect(said).not.toMatch(neighbour);
  });
});
