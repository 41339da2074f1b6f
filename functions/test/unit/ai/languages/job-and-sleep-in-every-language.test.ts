import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

const JOB = /job ads|CV/;
const SLEEP = /bedtime|rested/;

// A job search and better sleep have no plan in these languages: each is planned
// as its own kind in English, with the notice, never as the any-goal shell.
const SAID: readonly [string, RegExp][] = [
  ['Trouver un nouvel emploi dans la logistique', JOB],
  ['Je veux postuler à dix offres ce mois-ci', JOB],
  ['Encontrar un nuevo trabajo como enfermera', JOB],
  ['Quero arranjar um emprego no Porto', JOB],
  ['Quero encontrar uma vaga de designer', JOB],
  ['Eine neue Stelle als Erzieherin finden', JOB],
  ['Voglio trovare un nuovo lavoro a Milano', JOB],
  ['Een nieuwe baan vinden als kok', JOB],
  ['Besser schlafen und früher einschlafen', SLEEP],
  ['Mieux dormir pendant la semaine', SLEEP],
];

describe('offline planner: job and sleep goals in other languages', () => {
  it.each(SAID)('plans "%s" as its own kind', async (goal, said) => {
    const plan = await planner.breakdownGoal(goal);
    const titles = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');
    expect(titles).toMatch(said);
    expect(plan.notice).toMatch(/in English/);
  });

  it('keeps a thesis, a bedroom and a work of art out of the job and sleep kinds', async () => {
    for (const goal of ['Terminar mi trabajo de fin de grado', 'Mein Schlafzimmer streichen', 'Imparare a cucinare il pane']) {
      expect((await planner.breakdownGoal(goal)).notice, goal).toBeUndefined();
    }
  });
});
