import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const said = (plan: Breakdown) => bites(plan).map((bite) => bite.title).join(' | ');

describe('offline planner: Italian and Dutch goals get plans of their own kind, in their language', () => {
  it('plans an Italian weight goal in Italian, with its amount and its date', async () => {
    const plan = await planner.breakdownGoal("Voglio perdere 8 chili entro l'estate");
    expect(plan.notice).toBeUndefined();
    expect(plan.due_date).toBe('2027-06-01');
    expect(said(plan)).toContain('“8 chili”');
    expect(said(plan)).toMatch(/Pesati/);
  });

  it('plans a Dutch run three times a week as a Dutch habit of three runs a week', async () => {
    const plan = await planner.breakdownGoal('Ik wil drie keer per week hardlopen');
    expect(plan.notice).toBeUndefined();
    const run = bites(plan).find((bite) => bite.title.startsWith('Loop 20 minuten'));
    expect(run?.repeat).toMatchObject({ every: 'week', per_period: 3 });
    expect(said(plan)).not.toMatch(/\b(?:the|your|week’s calendar)\b/);
  });

  it('plans quitting smoking as quitting smoking in both, never as another kind of goal', async () => {
    expect(said(await planner.breakdownGoal('Voglio smettere di fumare'))).toMatch(/nicotina/);
    expect(said(await planner.breakdownGoal('Ik wil stoppen met roken voor kerst'))).toMatch(/nicotine/);
  });

  it('plans saving with its amount, and dates a Dutch season', async () => {
    const plan = await planner.breakdownGoal('Ik wil 2000 euro sparen voor de zomer');
    expect(plan.due_date).toBe('2027-06-01');
    expect(said(plan)).toContain('“2000 euro”');
    expect(said(plan)).toMatch(/per maand/);
  });

  it('gives any other Italian or Dutch goal the general plan in its own language, and asks in it', async () => {
    const guitar = await planner.breakdownGoal('Voglio imparare a suonare la chitarra');
    expect(guitar.notice).toBeUndefined();
    expect(said(guitar)).toMatch(/Scrivi in una frase/);
    expect((await planner.goalQuestions('Ik wil een boot bouwen')).map((question) => question.text).join(' ')).toMatch(/Hoeveel tijd|Wanneer/);
  });
});
