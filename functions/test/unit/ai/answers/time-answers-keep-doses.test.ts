import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

/** A bite that takes a medicine: its cadence and dose are the label's or the doctor's, never the person's free time. */
const TAKEN = /\b(?:patch|patches|pills?|tablets?|inhaler|insulin|medicines?|medication|dose|prescri\w*)\b/i;
const TIMES = ['30 minutes', '1 hour', '2 to 3 hours', '5 hours or more', '20 minutes a week', '4 hours a week'];
const GOALS = ['Quit smoking', 'Quit vaping', 'Stop chewing tobacco', 'Stop vaping with nicotine patches', 'Get my asthma under control', 'Take my blood pressure pills every day'];

const taken = (plan: Breakdown) => bites(plan).filter((bite) => TAKEN.test(bite.title) && bite.repeat).map(({ title, minutes, repeat }) => ({ title, minutes, repeat }));

describe('offline planner: a weekly time answer re-cadences practice sessions, never a medicine', () => {
  it.each(GOALS)('keeps how often and how long each medicine bite of "%s" comes round, whatever time is answered', async (goal) => {
    const unanswered = taken(await planner.breakdownGoal(goal));
    expect(unanswered.length, goal).toBeGreaterThan(0);
    for (const time of TIMES) {
      const answered = taken(await planner.breakdownGoal(goal, { answers: [{ id: 'time', answer: time }] }));
      expect(answered.map(({ title, minutes, repeat }) => ({ title, minutes, every: repeat?.every, per: repeat?.per_period ?? 1 })), `${goal} at ${time}`).toEqual(
        unanswered.map(({ title, minutes, repeat }) => ({ title, minutes, every: repeat?.every, per: repeat?.per_period ?? 1 })),
      );
    }
  });

  it('still gives the practice of a goal the time answered', async () => {
    const plan = await planner.breakdownGoal('Quit smoking', { answers: [{ id: 'time', answer: '30 minutes' }] });
    expect(bites(plan).some((bite) => !TAKEN.test(bite.title) && bite.repeat?.every === 'week' && (bite.repeat.per_period ?? 1) === 2)).toBe(true);
  });

  it('keeps the length of a bite for a moment that comes (a craving, stress rising), which no free time changes', async () => {
    for (const goal of ['Quit smoking', 'Stop vaping', 'Be less stressed']) {
      const moments = (plan: Breakdown) => bites(plan).filter((bite) => /\bwhen\s+\S+(?:\s\S+)?\s+(?:hits|rises)\b/.test(bite.title)).map(({ title, minutes }) => ({ title, minutes }));
      const unanswered = moments(await planner.breakdownGoal(goal));
      expect(unanswered.length, goal).toBeGreaterThan(0);
      for (const time of TIMES) expect(moments(await planner.breakdownGoal(goal, { answers: [{ id: 'time', answer: time }] })), `${goal} at ${time}`).toEqual(unanswered);
    }
  });
});
