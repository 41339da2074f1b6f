import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { personSlots } from '../../../../src/ai/offline/reading/person.ts';
import { knownSteps } from '../../../../src/ai/offline/split-bite/known-steps.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');

const PEOPLE: readonly [string, ReturnType<typeof personSlots>][] = [
  ['Call my grandma every Sunday', { who: 'your grandma', they: 'she', them: 'her', their: 'her' }],
  ['Throw a surprise party for my wife’s 40th', { who: 'your wife', they: 'she', them: 'her', their: 'her' }],
  ['Visit my little brother once a month', { who: 'your little brother', they: 'he', them: 'him', their: 'his' }],
  ['Plan a birthday dinner for my partner', { who: 'your partner' }],
  ['Call my mum and my dad every week', {}],
  ['Phone the bank about my mortgage', {}],
];

describe('offline planner: the one person a goal names', () => {
  it.each(PEOPLE)('"%s" fills %o', (goal, slots) => {
    expect(personSlots(goal)).toEqual(slots);
  });

  it('says the grandmother and the wife, not "them" and "the guest of honour"', async () => {
    const calls = titles(await planner.breakdownGoal('Call my grandma every Sunday'));
    expect(calls).toMatch(/suits her best/);
    expect(calls).not.toMatch(/\bthey\b|\bthem\b|\btheir\b/);
    const party = titles(await planner.breakdownGoal('Throw a surprise party for my wife’s 40th'));
    expect(party).toMatch(/without your wife/);
    expect(party).not.toMatch(/guest of honour/);
  });

  it('keeps "them" for people it cannot name one way, and the steps of a bite said of a person', async () => {
    expect(titles(await planner.breakdownGoal('Visit my parents once a week'))).toMatch(/suits them best/);
    expect(knownSteps('Send her a photo or a short note from your week')).toHaveLength(3);
  });
});
