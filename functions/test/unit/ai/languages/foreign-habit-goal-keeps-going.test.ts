import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

// A goal that is a habit, with no date, is the habit itself: it keeps going in every language.
const HABITS: readonly [string, 'day' | 'week', number][] = [
  ['Drie keer per week naar de sportschool', 'week', 3],
  ['Correre tre volte a settimana', 'week', 3],
  ['Jeden Morgen 15 Minuten meditieren', 'day', 1],
  ['Je veux courir deux fois par semaine', 'week', 2],
  ['Quiero leer cada noche', 'day', 1],
];

describe('offline planner: a habit goal in another language', () => {
  it.each(HABITS)('"%s" keeps its habit open-ended when undated', async (goal, every, perPeriod) => {
    const own = bites(await planner.breakdownGoal(goal)).find((bite) => bite.repeat?.every === every && (bite.repeat.per_period ?? 1) === perPeriod);
    expect(own?.repeat?.times).toBe(every === 'week' ? 52 : 365);
  });

  it('ends its habit by the due date when it has one, and leaves the other repeats their span', async () => {
    const plan = await planner.breakdownGoal('Correre tre volte a settimana entro due mesi');
    expect(plan.due_date).not.toBeNull();
    expect(bites(plan).every((bite) => (bite.repeat?.times ?? 0) < 52)).toBe(true);
    const undated = bites(await planner.breakdownGoal('Drie keer per week naar de sportschool'));
    expect(undated.filter((bite) => bite.repeat?.times === 52)).toHaveLength(1);
  });
});

// The time of day in how often the goal says it is done is kept in its habit's title, as written.
const MOMENTS: readonly [string, string][] = [
  ['Jeden Morgen 15 Minuten meditieren', 'jeden Morgen'],
  ['Je veux méditer chaque soir', 'chaque soir'],
  ['Elke ochtend mijn planten water geven', 'elke ochtend'],
];

describe('offline planner: the moment of a habit in another language', () => {
  it.each(MOMENTS)('"%s" says "%s" in its habit', async (goal, moment) => {
    const plan = await planner.breakdownGoal(goal);
    expect(bites(plan).some((bite) => bite.repeat?.every === 'day' && bite.title.includes(moment))).toBe(true);
  });
});
