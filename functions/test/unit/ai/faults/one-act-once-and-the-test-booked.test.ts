import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { planner } from '../plan-kit.ts';

const all = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

describe('offline planner: a habit goal’s act is said once', () => {
  it.each([
    ['Meditate for 10 minutes every morning', /10 minutes/],
    ['Meditate for 15 minutes every evening', /15 minutes/],
    ['Read for 20 minutes every night', /20 minutes/],
  ])('"%s" has one bite of its length at its cadence', async (goal, length) => {
    const bites = all(await planner.breakdownGoal(goal)).filter((bite) => bite.repeat?.every === 'day' && length.test(bite.title));
    expect(bites.map((bite) => bite.title)).toHaveLength(1);
  });
});

describe('offline planner: a test-type goal books its test', () => {
  it.each(['Pass my driving test by June', 'Pass my driving test', 'Get my driving licence this year'])('"%s" books the theory test and the practical one', async (goal) => {
    const titles = all(await planner.breakdownGoal(goal)).map((bite) => bite.title);
    expect(titles.some((title) => /^Book the theory/i.test(title)), titles.join('\n')).toBe(true);
    expect(titles.some((title) => /^Book the practical test/i.test(title)), titles.join('\n')).toBe(true);
  });
});
