import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { SPELLER } from '../../../../src/ai/offline/vocabulary.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

// One vowel written for another in a long word of a kind is read as that word; anything else stays as written.
const READ: readonly [string, string][] = [
  ['orginize my wardobe', 'organize my wardrobe'],
  ['practise my presentaton for work', 'practise my presentation for work'],
  ['meditate befure breakfast', 'meditate befure breakfast'],
  ['Start baking bread', 'Start baking bread'],
  ['Tidy the shed', 'Tidy the shed'],
];

describe('offline planner: a misspelt word of a kind', () => {
  it.each(READ)('reads "%s" as "%s"', (written, meant) => {
    expect(SPELLER.correct(written)).toBe(meant);
  });

  it('plans a misspelt goal as its kind and never says the typo back', async () => {
    const plan = await planner.breakdownGoal('orginize my wardobe');
    const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
    expect(plan.notice).toBeUndefined();
    expect(plan.goal).toBe('Organize my wardrobe');
    expect(titles.join('\n')).not.toMatch(/orginiz|wardobe/i);
    expect(titles.filter((title) => /wardrobe/i.test(title)).length).toBeLessThanOrEqual(2);
  });
});
