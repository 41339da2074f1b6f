import { describe, expect, it } from 'vitest';
import type { PlannedLanguage } from '../../../../src/ai/offline/languages/language-plan.ts';
import { LANGUAGE_PLANS } from '../../../../src/ai/offline/languages/language-list.ts';
import { themeOf } from '../../../../src/ai/offline/languages/foreign-theme.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

// A word that only says when the goal is due ("before my birthday") never chooses its kind.
const WHEN: readonly [PlannedLanguage, string, string][] = [
  ['fr', 'Je veux arrêter de fumer avant mon anniversaire', 'smoke'],
  ['fr', 'Perdre 4 kilos avant le mariage de ma sœur', 'weight'],
  ['es', 'Quiero correr 10 km antes de mi boda', 'run'],
  ['es', 'Ahorrar 600 euros para el cumpleaños de mi madre', 'save'],
  ['de', 'Ich will vor meinem 40. Geburtstag mit dem Rauchen aufhören', 'smoke'],
  ['de', 'Bis zur Hochzeit 5 kg abnehmen', 'weight'],
  ['it', 'Voglio correre 5 km prima del mio compleanno', 'run'],
  ['nl', 'Ik wil voor mijn verjaardag stoppen met roken', 'smoke'],
  ['nl', 'Ik wil vóór mijn verjaardag 5 kilo afvallen', 'weight'],
  ['pt-BR', 'Quero emagrecer 6 quilos antes do casamento', 'weight'],
  ['pt', 'Quero parar de fumar até ao meu aniversário', 'smoke'],
];

// A goal keeps its kind when a word of it follows one that means for or to, not when: only a word of when is read so.
const KEPT: readonly [PlannedLanguage, string, string][] = [
  ['de', 'Ich will zum Fitnessstudio gehen', 'fitness'],
  ['nl', 'Ik wil trainen voor een marathon', 'run'],
  ['fr', 'Je veux m’entraîner pour courir un marathon', 'run'],
  ['es', 'Quiero no abandonar el gimnasio este año', 'fitness'],
  ['de', 'Ich will beim Laufen nicht aufgeben', 'run'],
  ['fr', 'Organiser une fête pour l’anniversaire de ma fille', 'event'],
  ['de', 'Ich möchte eine Party zum Geburtstag meiner Frau planen', 'event'],
  ['es', 'Quiero organizar una fiesta sorpresa para mi madre', 'event'],
];

// Stopping a thing is never a plan to do that thing.
const STOPPING: readonly [PlannedLanguage, string, string][] = [
  ['es', 'Quiero dejar de jugar a videojuegos por la noche', 'general'],
  ['fr', 'Arrêter de jouer aux jeux vidéo en semaine', 'general'],
  ['de', 'Ich will aufhören, jeden Abend Serien zu schauen', 'general'],
  ['it', 'Voglio smettere di correre dietro a tutto', 'general'],
  ['nl', 'Ik wil stoppen met hardlopen op mijn knieën', 'general'],
  ['pt-BR', 'Quero parar de gastar dinheiro com delivery', 'save'],
  ['es', 'Quiero dejar de fumar', 'smoke'],
];

describe('offline planner: the kind of a goal in another language', () => {
  it.each(WHEN)('%s "%s" is read as %s, not by its due date', (language, goal, theme) => {
    expect(themeOf(LANGUAGE_PLANS[language], goal).id).toBe(theme);
  });

  it.each(KEPT)('%s "%s" keeps its kind, %s', (language, goal, theme) => {
    expect(themeOf(LANGUAGE_PLANS[language], goal).id).toBe(theme);
  });

  it.each(STOPPING)('%s "%s" is read as %s', (language, goal, theme) => {
    expect(themeOf(LANGUAGE_PLANS[language], goal).id).toBe(theme);
  });

  it('plans a French goal to stop smoking before a birthday as quitting, with no party in it', async () => {
    const plan = await planner.breakdownGoal('Je veux arrêter de fumer avant mon anniversaire');
    const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');
    expect(titles).toMatch(/cigarette/i);
    expect(titles).not.toMatch(/invités|fête/i);
  });
});
