import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { readQuantity } from '../../../../src/ai/offline/reading/quantity.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titles = (plan: Breakdown) => bites(plan).map((bite) => bite.title);
const ids = async (goal: string) => (await planner.goalQuestions(goal)).map((q) => q.id);
const paced = (goal: string, answer: string) => planner.breakdownGoal(goal, { answers: [{ id: 'pace', answer }] });

describe('offline planner: a counted goal is asked the pace the person can keep, and an occasion its date', () => {
  it('asks a writing goal how many words a week, and shares them out over the week’s sessions', async () => {
    const pace = (await planner.goalQuestions('Write a memoir about my grandmother')).find((q) => q.id === 'pace');
    expect(pace).toEqual({ id: 'pace', text: 'How many words a week can you write?', choices: ['1,000 words', '2,500 words', '5,000 words', '10,000 words'] });
    const draft = async (answer: string) => bites(await paced('Write a memoir about my grandmother', answer)).find((bite) => /^Write [\d,]+ words without editing$/.test(bite.title));
    expect(await draft('1,000 words')).toMatchObject({ title: 'Write 150 words without editing', minutes: 10 });
    expect(await draft('2,500 words')).toMatchObject({ title: 'Write 350 words without editing', minutes: 20 });
    // With the week's time answered too, the words are shared over fewer, longer sessions.
    const both = await planner.breakdownGoal('Write a memoir about my grandmother', { answers: [{ id: 'pace', answer: '2,500 words' }, { id: 'time', answer: '1 hour' }] });
    expect(titles(both)).toContain('Write 850 words without editing');
  });

  it('dates a total the goal names from the pace, so it is not asked by when as well', async () => {
    expect(readQuantity('Finish my 80,000-word fantasy novel')).toEqual({ text: '80,000 words', value: 80_000 });
    expect(await ids('Finish my 80,000-word fantasy novel')).not.toContain('due');
    expect((await paced('Finish my 80,000-word fantasy novel', '2,500 words')).due_date).toBe('2027-07-05');
    const japan = await paced('Save $4,000 for a trip to Japan', '$250');
    expect(japan.due_date).toBe('2028-03-24');
    expect(titles(japan)).toContain('Set up a standing order of $250 a month to your savings for payday');
    const loan = await planner.breakdownGoal('Pay off my car loan', { answers: [{ id: 'amount', answer: '$6,000' }, { id: 'pace', answer: '$500' }] });
    expect(loan.due_date).toBe('2027-11-23');
    expect(titles(loan)).toContain('Set $500 a month as your payment beyond the minimums');
    // A pace of another unit dates nothing: euros a month are no dollars, pages no books.
    expect((await paced('Save 4000 euros for a car', '250 euros')).due_date).toBe('2028-03-24');
    expect((await paced('Save 4000 euros for a car', '$250')).due_date).toBeNull();
  });

  it('does not ask the pace of a goal that says its own rate, or its amount and its date', async () => {
    for (const goal of ['Write 500 words a day of my novel', 'Save $4,000 by next June', 'Write a poem every evening']) expect(await ids(goal), goal).not.toContain('pace');
  });

  it('asks a goal for an occasion it does not date when that occasion is', async () => {
    const due = async (goal: string) => (await planner.goalQuestions(goal)).find((q) => q.id === 'due')?.text;
    expect(await due("Get fit before my sister's wedding")).toBe("When is your sister's wedding?");
    expect(await due('Learn Portuguese for my trip to Lisbon')).toBe('When is your trip to Lisbon?');
    expect(await due('Learn Portuguese')).toBe('By when would you like this done?');
  });
});
