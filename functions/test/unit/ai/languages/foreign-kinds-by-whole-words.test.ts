import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const said = async (goal: string) => {
  const plan: Breakdown = await planner.breakdownGoal(goal);
  return plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((b) => b.title))).join(' | ');
};

describe('offline planner: a goal in another language is planned as itself, matched by whole words', () => {
  it('never reads a word that merely starts like a theme’s word as that theme', async () => {
    expect(await said('Ich möchte Spargel anbauen')).not.toMatch(/Sparkonto|Betrag/);
    expect(await said('Ich möchte 5000 Euro sparen')).toMatch(/Sparkonto/);
  });

  it('plans quitting smoking as quitting smoking, never a party', async () => {
    const french = await said('Je veux arrêter de fumer avant Noël');
    expect(french).toMatch(/nicotine/);
    expect(french).not.toMatch(/invit|fête/i);
    expect(await said('Quiero dejar de fumar')).toMatch(/nicotina/);
    expect(await said('Ich möchte mit dem Rauchen aufhören')).toMatch(/Nikotin/);
  });

  it('plans a driving licence with the school, the theory test and the practical test', async () => {
    const german = await said('Ich möchte bis Juni meinen Führerschein machen');
    expect(german).toMatch(/Fahrschule/);
    expect(german).toMatch(/Theorieprüfung/);
    expect(german).toMatch(/Prüfungstermin/);
    expect(await said('Je veux passer mon permis de conduire')).toMatch(/auto-école/);
  });

  it('plans a debt as paying it down, not as saving', async () => {
    for (const goal of ['Quiero pagar mis deudas de la tarjeta de crédito', 'Quero pagar as minhas dívidas', 'Je veux rembourser mes dettes', 'Ich möchte meine Schulden abbezahlen']) {
      const plan = await said(goal);
      expect(plan, goal).not.toMatch(/ahorro|poupança|épargne|Sparkonto/);
      expect(plan, goal).toMatch(/deuda|dívida|dette|Schuld/);
    }
  });
});

describe('offline planner: Brazilian and European Portuguese told apart', () => {
  it('plans a Brazilian goal in Brazilian Portuguese (você, cheque especial), as a debt', async () => {
    const plan = await said('Quero sair do cheque especial e organizar minhas finanças até março');
    expect(plan).toMatch(/Faça uma lista das suas dívidas/);
    expect(plan).not.toMatch(/\b(?:tua|teu|tuas|teus|Faz|Escreve)\b/);
  });

  it('plans a European goal in European Portuguese (tu, descoberto, até ao)', async () => {
    const plan = await said('Quero correr 10 km em menos de uma hora até ao verão');
    expect(plan).toMatch(/Experimenta os ténis/);
    expect(plan).not.toMatch(/\b(?:sua|seu|Experimente)\b/);
    expect(await said('Quero sair do descoberto e pagar as minhas dívidas')).toMatch(/Faz uma lista das tuas dívidas/);
  });
});

describe('offline planner: questions in the Portuguese the goal is written in', () => {
  it('asks a Brazilian goal with você and a European one with tu', async () => {
    const asked = async (goal: string) => (await planner.goalQuestions(goal)).map((question) => question.text).join(' ');
    expect(await asked('Quero sair do cheque especial')).toMatch(/você/);
    expect(await asked('Quero correr 10 km até ao verão')).toMatch(/podes|estás|gostarias/);
  });
});
