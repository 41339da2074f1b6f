import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { PlannedLanguage } from '../../../../src/ai/offline/languages/language-plan.ts';
import { LANGUAGE_PLANS } from '../../../../src/ai/offline/languages/language-list.ts';
import { readForeignCadence } from '../../../../src/ai/offline/reading/foreign-cadence.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const repeats = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.flatMap((bite) => (bite.repeat ? [bite.repeat] : []))));

const SAID: readonly [PlannedLanguage, string, 'day' | 'week', number][] = [
  ['de', 'Ich will jeden Morgen meditieren', 'day', 1],
  ['de', 'Ich will jeden Abend lesen', 'day', 1],
  ['de', 'Ich möchte jeden Tag üben', 'day', 1],
  ['de', 'Ich will drei Mal pro Woche joggen', 'week', 3],
  ['de', 'Ich will jeden Sonntag laufen', 'week', 1],
  ['nl', 'Ik wil drie keer per week hardlopen', 'week', 3],
  ['nl', 'Ik wil elke morgen mediteren', 'day', 1],
  ['nl', 'Ik wil iedere avond lezen', 'day', 1],
  ['it', 'Voglio correre tre volte a settimana', 'week', 3],
  ['it', 'Voglio correre 3 volte alla settimana', 'week', 3],
  ['it', 'Voglio camminare tutte le mattine', 'day', 1],
  ['it', 'Voglio leggere tutte le sere', 'day', 1],
  ['fr', 'Je veux courir trois fois par semaine', 'week', 3],
  ['fr', 'Je veux marcher toutes les nuits', 'day', 1],
  ['fr', 'Je veux nager chaque samedi', 'week', 1],
  ['es', 'Quiero meditar todas las mañanas', 'day', 1],
  ['es', 'Quiero leer cada noche', 'day', 1],
  ['es', 'Quiero correr 3 veces a la semana', 'week', 3],
  ['pt', 'Quero meditar todas as manhãs', 'day', 1],
  ['pt', 'Quero correr três vezes por semana', 'week', 3],
  ['pt-BR', 'Quero ler todo dia', 'day', 1],
  ['pt-BR', 'Quero meditar toda manhã', 'day', 1],
];

describe('offline planner: how often a goal in another language says it happens', () => {
  it.each(SAID)('%s "%s" repeats every %s, %i times', (language, goal, every, times) => {
    const cadence = readForeignCadence(goal, LANGUAGE_PLANS[language].cadence);
    expect(cadence).toMatchObject({ every, perPeriod: times });
  });

  it('reads a phrase only as whole words: "a settimana" is not found inside "alla settimana" with its count lost', () => {
    expect(readForeignCadence('Voglio nuotare due volte alla settimana', LANGUAGE_PLANS.it.cadence)).toMatchObject({ every: 'week', perPeriod: 2 });
  });

  it.each(['Ich will jeden Morgen meditieren', 'Quiero meditar todas las mañanas', 'Quero meditar todas as manhãs', 'Voglio camminare tutte le mattine'])('plans "%s" as a daily practice', async (goal) => {
    const plan = await planner.breakdownGoal(goal);
    expect(repeats(plan)).toContainEqual(expect.objectContaining({ every: 'day' }));
  });
});
