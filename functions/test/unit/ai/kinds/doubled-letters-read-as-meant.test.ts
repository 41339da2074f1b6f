import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { SPELLER } from '../../../../src/ai/offline/vocabulary.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

// A letter typed twice in a long word is read as the word meant; a short real word one letter from another stays.
const READ: readonly [string, string][] = [
  ['Organise my closset', 'Organise my closet'],
  ['Plan a family holliday to Portugal', 'Plan a family holiday to Portugal'],
  ['Run a marrathon next year', 'Run a marathon next year'],
  ['Buy a new appartment', 'Buy a new apartment'],
  ['Read the latter chapters', 'Read the latter chapters'],
  ['Cook a nice supper', 'Cook a nice supper'],
];

describe('offline planner: a letter typed twice', () => {
  it.each(READ)('reads "%s" as "%s"', (written, meant) => {
    expect(SPELLER.correct(written)).toBe(meant);
  });

  it('keeps the typo out of the plan and finds the kind', async () => {
    const plan = await planner.breakdownGoal('Declutter my closset before the move');
    const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');
    expect(plan.goal).toBe('Declutter my closet before the move');
    expect(`${plan.goal}\n${titles}`).not.toMatch(/closset/i);
    expect(plan.notice).toBeUndefined();
  });
});
