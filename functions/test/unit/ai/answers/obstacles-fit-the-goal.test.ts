import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { QUESTION_WORDS } from '../../../../src/words/question-words.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const titles = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));
const obstacleChoices = async (goal: string) => (await planner.goalQuestions(goal)).find((q) => q.id === 'obstacle')?.choices ?? [];
const { en } = QUESTION_WORDS;

/** Every bite any offered obstacle answer puts into the goal's plan. */
async function obstacleBites(goal: string): Promise<string[]> {
  const before = new Set(titles(await planner.breakdownGoal(goal)));
  const plans = await Promise.all((await obstacleChoices(goal)).map((answer) => planner.breakdownGoal(goal, { answers: [{ id: 'obstacle', answer }] })));
  return plans.flatMap((plan) => titles(plan).filter((title) => !before.has(title)));
}

describe('offline planner: what may get in the way fits the kind of goal and what it already says', () => {
  it('asks a money goal about impulse buys and surprise bills, never about being tired after work, in its own language', async () => {
    expect(await obstacleChoices('Pay off my overdraft')).toEqual([en.obstacles.spending.choice, en.obstacles.bill.choice, en.obstacles.outings.choice, en.obstacles.motivation.choice]);
    const brazil = await obstacleChoices('Quero pagar o cheque especial');
    expect(brazil).toContain(QUESTION_WORDS['pt-BR'].obstacles.spending.choice);
    expect(brazil).not.toContain(QUESTION_WORDS['pt-BR'].obstacles.tired.choice);
    expect(await obstacleChoices('Put money aside for a trip to Peru')).toContain(en.obstacles.spending.choice);
    const bites = [...(await obstacleBites('Save for a trip to Peru')), ...(await obstacleBites('Quero pagar o cheque especial'))];
    expect(bites.some((bite) => /sessions|treinos|morning|manhã/i.test(bite)), bites.join(' | ')).toBe(false);
  });

  it('asks a project about jobs that grow and waiting on parts, and an event about late replies and costs', async () => {
    expect(await obstacleChoices('Renovate the downstairs bathroom')).toEqual(expect.arrayContaining([en.obstacles.bigger.choice, en.obstacles.waiting.choice]));
    expect(await obstacleChoices('Throw a surprise party for my brother')).toEqual(expect.arrayContaining([en.obstacles.replies.choice, en.obstacles.costs.choice]));
    const party = await planner.breakdownGoal('Throw a surprise party for my brother', { answers: [{ id: 'obstacle', answer: en.obstacles.replies.choice }] });
    expect(titles(party)).toContain(en.obstacles.replies.bite);
    expect(party.if_then).toEqual({ if: en.obstacles.replies.if, then: en.obstacles.replies.then });
  });

  it('asks someone stopping smoking or drinking about cravings, stress and others who do it, in their language', async () => {
    expect(await obstacleChoices('Quit smoking')).toEqual([en.obstacles.cravings.choice, en.obstacles.stress.choice, en.obstacles.company.choice, en.obstacles.motivation.choice]);
    expect(await obstacleChoices('Arrêter de fumer')).toContain(QUESTION_WORDS.fr.obstacles.cravings.choice);
    const plan = await planner.breakdownGoal('Quit smoking', { answers: [{ id: 'obstacle', answer: en.obstacles.company.choice }] });
    expect(titles(plan)).toContain(en.obstacles.company.bite);
  });

  it('never moves a habit the goal sets in the morning to the morning, nor an evening one away from its evening', async () => {
    for (const goal of ['Go for a swim every morning before work', 'Jeden Morgen joggen gehen', 'Elke ochtend hardlopen']) {
      const bites = await obstacleBites(goal);
      expect(bites.length, goal).toBeGreaterThan(0);
      expect(bites.some((bite) => /to the morning|auf den Morgen|op de ochtend/i.test(bite)), goal).toBe(false);
    }
    expect(await obstacleChoices('Go for a swim every morning before work')).toContain(en.obstacles.morning.choice);
    const evening = await obstacleChoices('Meditate 10 minutes every evening');
    expect(evening).toContain(en.obstacles.late.choice);
    expect(evening).not.toContain(en.obstacles.tired.choice);
    expect(await obstacleChoices('Learn to play the ukulele')).toContain(en.obstacles.tired.choice);
  });

  it('still reads an obstacle choice another kind of goal offers, as the person chose it', async () => {
    const plan = await planner.breakdownGoal('Save money', { answers: [{ id: 'obstacle', answer: 'Too tired after work' }] });
    expect(plan.if_then).toEqual({ if: en.obstacles.tired.if, then: en.obstacles.tired.then });
  });
});
