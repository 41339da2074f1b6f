import { describe, expect, it } from 'vitest';
import { SPELLER } from '../../../../src/ai/offline/vocabulary.ts';
import { kindOf, planner } from '../plan-kit.ts';

// A verb with a letter typed twice, two letters swapped in a kind's short word, and a misspelt
// season or holiday are read as meant; a real word one swap from a kind's word stays itself.

const READ: readonly [string, string][] = [
  ['Writte a novle of 80k words', 'Write a novel of 80k words'],
  ['lern to swim by the sumer', 'learn to swim by the summer'],
  ['Learn to knit before chrismas', 'Learn to knit before christmas'],
  ['Plan the garden for the sprng', 'Plan the garden for the spring'],
];

/** Real words a swap away from a kind's word, each in a goal: none is corrected. */
const REAL: readonly string[] = [
  'Prepare for the trial in March',
  'Buy new boots for my son',
  'Get my dairy farm certified',
  'Sew satin curtains for the lounge',
  'Sort my filed papers',
  'Find both pairs of gloves in the drawer',
];

describe('offline planner: typos read as meant, real words kept', () => {
  it.each(READ)('reads "%s" as "%s"', (written, meant) => {
    expect(SPELLER.correct(written)).toBe(meant);
  });

  it.each(REAL)('keeps "%s" as written', (goal) => {
    expect(SPELLER.correct(goal)).toBe(goal);
  });

  it('finds the novel kind through two typos', () => {
    expect(kindOf(SPELLER.correct('writte a novle of 80k words'))).toBe(kindOf('write a novel of 80k words'));
  });

  it('keeps the due date of a misspelt season', async () => {
    const plan = await planner.breakdownGoal('lern to swim by the sumer');
    expect(plan.due_date).toBe('2027-06-01');
    expect(plan.goal).not.toMatch(/sumer|lern/);
  });
});
