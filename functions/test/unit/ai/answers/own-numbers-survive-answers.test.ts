import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { splitBite } from '../../../../src/ai/offline/split-bite/split-planned-bite.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const said = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join(' | ');
const TIMES = ['30 minutes', '1 hour', '2 to 3 hours', '5 hours or more'] as const;

/** Goals that write their own length or amount, and the figure each plan must keep. */
const OWN: readonly [string, string][] = [
  ['Give a 20-minute talk at the meetup', '20-minute talk'],
  ['Prepare a 45-minute keynote for the conference', '45-minute keynote'],
  ['Write 1,000 words a session on my novel', '1,000 words'],
  ['Write 500 words a day for my blog', '500 words'],
  ['Practice piano 45 minutes a day', '45 minutes'],
];

describe('offline planner: the weekly time never rewrites a number the person wrote', () => {
  it.each(OWN)('"%s" keeps "%s" whatever the time a week', async (goal, figure) => {
    for (const answer of TIMES) {
      const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'time', answer }] });
      const noun = figure.replace(/^[\d,]+/, '');
      const figures = said(plan).match(new RegExp(`(?<![\\d,])[\\d,]+${RegExp.escape(noun)}`, 'g')) ?? [];
      expect(figures.length, `${goal} / ${answer}`).toBeGreaterThan(0);
      expect(new Set(figures), `${goal} / ${answer}`).toEqual(new Set([figure]));
    }
  });

  it('keeps a bite that names its own moment at its own length: moving 2 minutes every hour is never a 30-minute session', async () => {
    for (const answer of [...TIMES, '4 hours a week']) {
      const plan = await planner.breakdownGoal('Lower my blood pressure', { answers: [{ id: 'time', answer }] });
      expect(said(plan), answer).toContain('move for 2 minutes every hour');
    }
  });

  it('gives an amount each session in place of the kind\'s own, never as a finish line', async () => {
    const plan = await planner.breakdownGoal('Write 1,000 words a session on my novel', { answers: [{ id: 'time', answer: '1 hour' }] });
    expect(said(plan)).not.toMatch(/\b250 words\b|finish line/);
  });

  it.each([
    ['Write my novel', 'write 1000 words a session, outline the plot', '1000 words'],
    ['Write my novel', 'write 600 words each morning', '600 words'],
  ])('"%s" with first things "%s" keeps "%s"', async (goal, answer, figure) => {
    const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'first', answer }, { id: 'time', answer: '30 minutes' }] });
    expect(said(plan)).toContain(figure);
    expect(said(plan)).not.toMatch(/\b250 words\b/);
  });

  it.each(['Move for 5 minutes every hour', 'Move my body for 10 minutes after lunch'])('plans "%s" with its minutes, never as a house move', async (goal) => {
    const plan = await planner.breakdownGoal(goal, { answers: [{ id: 'time', answer: '5 hours or more' }] });
    expect(said(plan)).toMatch(/\b(?:5|10) minutes\b/);
    expect(said(plan)).not.toMatch(/removal|landlord|boxes/i);
  });

  it('gives each session its share of a total due by a date, so the sessions add up to it', async () => {
    for (const answers of [[], [{ id: 'time', answer: '1 hour' }]]) {
      const plan = await planner.breakdownGoal('Write a 60,000 word novel by June 30', { answers });
      const session = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).find((bite) => /^Write [\d,]+ words/.test(bite.title));
      const words = Number(/[\d,]+/.exec(session?.title ?? '')?.[0].replaceAll(',', ''));
      const times = (session?.repeat?.times ?? 0) * (session?.repeat?.per_period ?? 1);
      expect(words * times, JSON.stringify(session)).toBeGreaterThanOrEqual(60_000);
      expect((words - 100) * times, JSON.stringify(session)).toBeLessThan(60_000);
    }
    // A pace a slot wrote is the goal's own, and a goal with no date keeps the kind's figure.
    expect(said(await planner.breakdownGoal('Read 12 books by next summer'))).toMatch(/pace of 2 books a month/);
    expect(said(await planner.breakdownGoal('Write a novel'))).toContain('Write 250 words');
  });

  it('splits a bite with a figure of thousands into its written steps, with the figure kept', () => {
    const steps = splitBite({ title: 'Write 1,000 words without editing', taskTitle: 'Words', goalTitle: 'Write my novel' }, 3).map((step) => step.title);
    expect(steps.join(' | ')).toContain('1,000 words');
    expect(steps.join(' | ')).not.toMatch(/first 500|\b250\b/);
  });
});
