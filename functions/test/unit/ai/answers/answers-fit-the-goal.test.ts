import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titles = (plan: Breakdown) => bites(plan).map((bite) => bite.title);
const answered = (goal: string, id: string, answer: string) => planner.breakdownGoal(goal, { answers: [{ id, answer }] });
/** What an answer adds to the plan: the bites it has that the unanswered plan has not. */
async function added(goal: string, id: string, answer: string): Promise<string[]> {
  const before = new Set(titles(await planner.breakdownGoal(goal)));
  return titles(await answered(goal, id, answer)).filter((title) => !before.has(title));
}

/** Goals of many kinds and languages, none of them tuned for. */
const GOALS = [
  'Start running three mornings a week',
  'Learn Portuguese for my trip to Lisbon',
  'Write a memoir about my grandmother',
  'Learn to play the cello',
  'Get stronger at climbing',
  'Repaint the hallway',
  'Save for a new laptop',
  "Plan my parents' anniversary dinner",
  'Quiero correr 10 km',
  'Ich möchte mehr lesen',
  'Je veux apprendre le piano',
  'Voglio imparare il tedesco',
] as const;

describe('offline planner: every choice of a question gives its own plan, and obstacles fit the goal', () => {
  it('gives a different plan for every pair of choices of every question asked', async () => {
    for (const goal of GOALS) {
      for (const question of (await planner.goalQuestions(goal)).filter((q) => q.choices.length > 0)) {
        const plans = await Promise.all(question.choices.map(async (answer) => JSON.stringify(await answered(goal, question.id, answer))));
        expect(new Set(plans).size, `${goal}: ${question.id}`).toBe(question.choices.length);
      }
    }
  });

  it('tells "I\'ve done some before" from "I already do it and want more": longer sessions and a look at the usual week', async () => {
    for (const goal of ['Start running three mornings a week', 'Learn to play the cello', 'Write a memoir about my grandmother']) {
      const [some, more] = await Promise.all(["I've done some before", 'I already do it and want more'].map((answer) => answered(goal, 'start', answer)));
      expect(JSON.stringify(some), goal).not.toBe(JSON.stringify(more));
      expect(titles(more!), goal).toContain('Write down what a usual week of it looks like now, so the plan builds from there');
    }
    const jog = (plan: Breakdown) => bites(plan).find((bite) => /^Jog \d+ minutes without stopping at a talking pace/.test(bite.title));
    expect(jog(await answered('Start running three mornings a week', 'start', 'I already do it and want more'))).toMatchObject({ title: 'Jog 20 minutes without stopping at a talking pace', minutes: 20 });
    expect(jog(await answered('Start running three mornings a week', 'start', "I've done some before"))).toMatchObject({ minutes: 15 });
  });

  it('says the same obstacle differently for each kind of goal, in its own words', async () => {
    const motivation = await Promise.all(['Start running three mornings a week', 'Learn Portuguese for my trip to Lisbon', 'Save for a new laptop', 'Repaint the hallway'].map((goal) => added(goal, 'obstacle', 'Losing motivation')));
    expect(motivation).toEqual([
      ['Ask a friend to join you for running once this week'],
      ['Ask a friend to join you for Portuguese practice once this week'],
      ['Write on a card what reaching it will let you do, and keep it in your wallet'],
      ['Take a photo of how it looks now, to compare each time a job is done'],
    ]);
    // A saving goal in another language gets its family's bite in its own words.
    expect(await added('Quiero ahorrar 2000 euros para un coche', 'obstacle', 'Perder la motivación')).toEqual(['Escribe en una tarjeta qué te permitirá hacer lograrlo y guárdala en la cartera']);
  });

  it('makes the sessions shorter for someone short on time, and moves them before work for someone tired after it', async () => {
    const short = await added('Learn to play the cello', 'obstacle', 'Short on time');
    expect(short).toContain('Decide what 5 minutes of playing the cello looks like, for the busiest days');
    const practice = (plan: Breakdown) => bites(plan).find((bite) => /^Practise for \d+ minutes/.test(bite.title));
    expect(practice(await answered('Learn to play the cello', 'obstacle', 'Short on time'))?.minutes).toBeLessThan(practice(await planner.breakdownGoal('Learn to play the cello'))?.minutes ?? 0);
    const tired = await added('Write a memoir about my grandmother', 'obstacle', 'Too tired after work');
    expect(tired).toContain('Lay out what writing needs the night before, so the morning needs only the doing');
    expect(tired.some((title) => /^Write \d+ words .*, before work$/.test(title))).toBe(true);
    // In another language the sessions move in its words.
    expect((await added('Quiero correr 10 km', 'obstacle', 'Cansancio después del trabajo')).some((title) => title.endsWith(', antes del trabajo'))).toBe(true);
    // A session that already says its moment keeps it, in any language.
    expect((await added('Ich möchte mehr lesen', 'obstacle', 'Zu müde nach der Arbeit')).filter((title) => title.endsWith(', vor der Arbeit'))).toEqual([]);
  });

  it('reads an obstacle in the person own words as the nearest one, for this goal, and keeps their words in the if-then', async () => {
    const spanish = await answered('Learn Portuguese for my trip to Lisbon', 'obstacle', 'classes are too expensive');
    expect(titles(spanish)).toContain('Find one free way to keep up Portuguese practice: the library, a free app or a local group');
    expect(spanish.if_then).toEqual({ if: 'classes are too expensive', then: 'I do the free version first and look for a cheaper one' });
    expect(await added('Save for a new laptop', 'obstacle', 'everything is so expensive')).toContain('Write three free ways to get what you would have paid for');
    expect((await added('Get stronger at climbing', 'obstacle', 'no time with two jobs'))).toContain('Decide what 5 minutes of climbing looks like, for the busiest days');
    // Words that name none of them stay the person's own.
    expect(await added('Get stronger at climbing', 'obstacle', 'my knee flares up')).toContain('Write on a card what you will do when your knee flares up');
  });
});
