import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { planner } from '../plan-kit.ts';

const all = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

describe('offline planner: an open habit asks for what a year of its cadence holds', () => {
  it.each([
    ['Swim twice a week', 'week', 52],
    ['Go to the gym 3 times a week', 'week', 52],
    ['Ich möchte jeden Tag 30 Minuten laufen', 'day', 365],
    ['Drie keer per week naar de sportschool', 'week', 52],
    ['Meditate for 10 minutes every morning', 'day', 365],
  ])('"%s" repeats every %s at most %i times', async (goal, every, most) => {
    const habits = all(await planner.breakdownGoal(goal)).filter((bite) => bite.repeat?.every === every);
    expect(habits.length).toBeGreaterThan(0);
    expect(habits.filter((bite) => (bite.repeat?.times ?? 0) > most)).toEqual([]);
  });
});

describe('offline planner: a habit tied to another act repeats as often as that act comes', () => {
  it.each([
    ['Stretch for 15 minutes after every workout', /after every workout/, 15],
    ['Stretch for 10 minutes after every run', /after every run/, 10],
    ['Do 5 minutes of breathing before each training session', /before each training session/, 5],
  ])('"%s" keeps a repeating bite that says its moment', async (goal, moment, minutes) => {
    const own = all(await planner.breakdownGoal(goal)).find((bite) => moment.test(bite.title));
    expect(own?.repeat).toMatchObject({ every: 'week', per_period: 3 });
    expect(own?.minutes).toBe(minutes);
  });
});

describe('offline planner: a length said in any language is kept', () => {
  it.each([
    ['Elke dag een uur Nederlands oefenen', 60],
    ['Cada día media hora de guitarra', 30],
    ['Practise the piano for half an hour every day', 30],
    ['Jeden Tag eine Stunde lesen', 60],
  ])('"%s" practises %i minutes a day', async (goal, minutes) => {
    const daily = all(await planner.breakdownGoal(goal)).filter((bite) => bite.repeat?.every === 'day');
    expect(daily.map((bite) => bite.minutes)).toContain(minutes);
  });
});

describe('offline planner: "before" a month is done as it starts, however near', () => {
  it.each([
    ['Aprender a tocar la guitarra antes de diciembre', '2026-12-01'],
    ['Learn the guitar before December', '2026-12-01'],
    ['Apprendre la guitare avant décembre', '2026-12-01'],
    ['Learn the guitar by December', '2026-12-31'],
  ])('"%s" is due %s', async (goal, due) => {
    expect((await planner.breakdownGoal(goal)).due_date).toBe(due);
  });
});

describe('offline planner: a French goal that opens with its verb is read as French', () => {
  it.each(['Perdre 5 kilos avant l’été', 'Courir un marathon', 'Apprendre la guitare', 'Arrêter de fumer'])('"%s" gets no English plan', async (goal) => {
    const plan = await planner.breakdownGoal(goal);
    expect(plan.notice ?? '').not.toMatch(/in English/);
    expect(all(plan).filter((bite) => /\b(?:the|your|and|with)\b/.test(bite.title)).map((bite) => bite.title)).toEqual([]);
  });
});
