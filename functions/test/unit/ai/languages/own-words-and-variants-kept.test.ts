import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

describe('offline planner: a plan in another language keeps the goal’s verb, its money and its Portuguese', () => {
  it.each([
    ['Quiero aprender a nadar este invierno', /^Nadar 15 minutos/],
    ['Quiero aprender a tejer', /^Tejer 15 minutos/],
    ['Je voudrais apprendre à danser la salsa', /^Danser 15 minutes/],
    ['Ich möchte zeichnen lernen', /^Zeichnen: 15 Minuten/],
    ['Voglio imparare a ballare il tango', /^Ballare 15 minuti/],
    ['Quero aprender a cozinhar pratos simples', /^Cozinhar 15 minutos/],
  ])('"%s" practises its own verb', async (goal, practice) => {
    const all = titles(await planner.breakdownGoal(goal));
    expect(all.some((title) => practice.test(title)), JSON.stringify(all)).toBe(true);
  });

  it.each([
    ['Quiero nadar 2 km sin parar', /Corre|zapatillas|carrera/i],
    ['Je veux nager 1 km', /chaussures|\bcourse\b|Cours \d/i],
  ])('"%s" is no running plan for naming a distance', async (goal, running) => {
    const all = titles(await planner.breakdownGoal(goal));
    expect(all.filter((title) => running.test(title)), JSON.stringify(all)).toEqual([]);
  });

  it('keeps a Brazilian amount in reais, without the words after it', async () => {
    const all = titles(await planner.breakdownGoal('Quero economizar R$ 4.000 até março'));
    expect(all.some((title) => title.includes('“R$ 4.000”')), JSON.stringify(all)).toBe(true);
    expect(all.filter((title) => /\$ [\d.]+ até|(?<!R)\$ \d/.test(title)), JSON.stringify(all)).toEqual([]);
  });

  it.each([
    ['Quero tirar a carta antes do verão', /Inscreve-te|Compara/],
    ['Quero juntar dinheiro para o café da manhã da viagem', /Escreva|Anote|Abra/],
  ])('"%s" is planned in the Portuguese it is written in', async (goal, form) => {
    const all = titles(await planner.breakdownGoal(goal));
    expect(all.some((title) => form.test(title)), JSON.stringify(all)).toBe(true);
  });
});
