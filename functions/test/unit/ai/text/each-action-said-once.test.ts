import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { sayEachActionOnce } from '../../../../src/ai/offline/compose/same-action.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bitesOf = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const daily = { every: 'day' as const, times: 30 };
const plan = (...titles: [string, boolean][]) => [{ title: 'Slice', tasks: [{ title: 'Task', microtasks: titles.map(([title, repeats]) => ({ title, minutes: 10, repeat: repeats ? daily : null })) }] }];
const titles = (subgoals: ReturnType<typeof sayEachActionOnce>) => subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

// Pairs of bites, and the bites a plan keeps of them.
const PAIRS: readonly [string, boolean, string, boolean, 'first' | 'second' | 'both'][] = [
  ['Do yoga for 30 minutes every morning', true, 'Follow your saved 30-minute yoga video every morning', true, 'second'],
  ['Walk the dog for 20 minutes', true, 'Walk the dog round the park after breakfast', true, 'second'],
  ['Write down what you did every hour today', true, 'Write tomorrow’s top three tasks before you stop work', true, 'both'],
  ['Book your first lesson', false, 'Book next week’s lesson at the end of each lesson', true, 'both'],
  ['Pull weeds for 10 minutes', false, 'Pull the weeds from one half of the first bed', false, 'both'],
  ['Put the kettle on and sit down with the letter', false, 'Sit down with the letter and put the kettle on', false, 'first'],
  ['Practica 15 minutos con el temporizador', true, 'Practica con el temporizador cada mañana', true, 'second'],
  ['Make the first call or visit at the time you agreed', false, 'Call your grandma every Sunday', true, 'second'],
  ['Book your first lesson', false, 'Practise parking every week', true, 'both'],
  ['Make the first call to the bank', false, 'Write down what you spend every day', true, 'both'],
];

describe('offline planner: each action said once', () => {
  it.each(PAIRS)('"%s" (repeats: %s) beside "%s" (repeats: %s) keeps %s', (first, firstRepeats, second, secondRepeats, keeps) => {
    const kept = titles(sayEachActionOnce(plan([first, firstRepeats], [second, secondRepeats])));
    expect(kept).toEqual(keeps === 'both' ? [first, second] : [keeps === 'first' ? first : second]);
  });

  it('keeps the habit’s repeat when the bite said again is the one that repeats', () => {
    const [kept] = sayEachActionOnce(plan(['Put the kettle on and sit down with the letter', false], ['Sit down with the letter and put the kettle on', true]))[0]?.tasks[0]?.microtasks ?? [];
    expect(kept).toMatchObject({ title: 'Put the kettle on and sit down with the letter', repeat: daily });
  });

  it('gives a yoga habit one yoga bite a morning, not the goal beside the saved video', async () => {
    const bites = bitesOf(await planner.breakdownGoal('Do yoga for 30 minutes every morning'));
    const yoga = bites.filter((bite) => bite.repeat && /yoga/i.test(bite.title));
    expect(yoga).toHaveLength(1);
    expect(yoga[0]?.minutes).toBe(30);
  });

  it('never pastes the goal sentence of a habit in another language as a bite', async () => {
    for (const [goal, act] of [['Elke ochtend mijn planten water geven', /planten/], ['Je veux méditer chaque matin', /méditer/i]] as const) {
      const plan = await planner.breakdownGoal(goal);
      const said = bitesOf(plan).map((bite) => bite.title.toLowerCase());
      expect(said, goal).not.toContain(plan.goal.toLowerCase());
      expect(said.filter((title) => /agenda/.test(title)), goal).toEqual([]);
      expect(bitesOf(plan).some((bite) => bite.repeat && act.test(bite.title)), goal).toBe(true);
    }
  });
});
