import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

// Goals whose words go past what a template's slot can carry: a purpose, how well, a cadence with
// its time of day, a head noun the template already says. Each slot takes the short noun phrase.
const CASES: readonly [string, RegExp, RegExp][] = [
  ['Learn to speak better Portuguese for my move to Lisbon', /\bbetter Portuguese\b|(?:with|for|on) speaking[^,]* for your move/i, /Portuguese/],
  ['Learn to play the ukulele well enough to busk at the summer fair', /well enough to busk[^.]*(?:in one sentence|for \d+ minutes|classes)/i, /Busk at the summer fair/],
  ['Get better at touch typing for my new office job', /typing for your new office job (?:in one sentence|for \d+ minutes)/i, /typing/i],
  ['Visit my aunt every Saturday afternoon', /\baunt afternoon\b/i, /Visit your aunt every Saturday afternoon/],
  ['Phone my brother every Thursday evening', /\bbrother evening\b/i, /Phone your brother every Thursday evening/],
  ['Finish the methods chapter of my dissertation', /\bchapter\b[^.]*\bchapter\b/i, /methods chapter|dissertation/i],
];

describe('offline planner: a slot takes a short noun phrase the sentence can carry', () => {
  it.each(CASES)('"%s" pastes no more of the goal than its slot holds', async (goal, pasted, kept) => {
    const said = titles(await planner.breakdownGoal(goal));
    expect(said.filter((title) => pasted.test(title)), goal).toEqual([]);
    expect(said.join('\n'), goal).toMatch(kept);
  });
});
