import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { findSeams } from '../../../../src/ai/offline/compose/write-title.ts';
import { splitBite } from '../../../../src/ai/offline/split-bite/split-planned-bite.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

/** First things as people write them: verbs alone, counts of goes, rates, words said twice, a word left out. */
const ANSWERS = [
  'sell',
  'fix, sell',
  'sell my old bike, go through the once',
  'go through the notes once, finish finishing the draft',
  'practise the hardest part of the piece three times',
  'finish the hardest part of the hardest part',
  'write 1000 words a session on the log',
  'read chapter 3 twice',
  'sand the hull twice, varnish the deck 2 times',
  'complete completing the form, call the marina',
  'clear out the shed and sell what I do not need',
  'rehearse the speech three times three times',
  'measure the mast once, order rope',
] as const;

/** What no sentence a coach writes holds: a phrase said twice, a verb before its own gerund, a word cut off its object, a rate cut in half. */
const WRONG: readonly [string, RegExp][] = [
  ['a phrase said twice', /\b((?:[\p{L}\p{N}']+\s+){0,4}[\p{L}\p{N}']+)\s+(?:(?:of|and)\s+)?\1\b/iu],
  ['a verb before its own gerund', /\b(\p{L}+?)e?\s+\1\p{L}?ing\b/iu],
  ['a lost object', /\b(?:the|for|of|about)\s+(?:once|twice|with|went|needs|takes)\b|\bhow\s+went\b/i],
  ['a rate split', /\b(?:first|last|next)\s+\d+\s+\p{L}+\s+a\s+session\b/iu],
];

const problems = (title: string) => [...findSeams(title), ...WRONG.filter(([, pattern]) => pattern.test(title)).map(([name]) => name)];

describe('offline planner: a bite made from the person\'s first things reads as a sentence', () => {
  it.each(ANSWERS)('"%s" gives bites and steps with no seam', async (answer) => {
    const plan = await planner.breakdownGoal('Restore a sailboat', { answers: [{ id: 'first', answer }] });
    const own = plan.subgoals[0]?.tasks.flatMap((task) => task.microtasks) ?? [];
    expect(own.length).toBeGreaterThan(0);
    for (const bite of own) {
      const steps = splitBite({ title: bite.title, taskTitle: 'First things', goalTitle: plan.goal }, 3);
      expect(steps.length, bite.title).toBeGreaterThanOrEqual(2);
      for (const title of [bite.title, ...steps.map((step) => step.title)]) expect(problems(title), `${answer} → ${title}`).toEqual([]);
    }
  });
});
