import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const SHORT = /Most people need about \d+ weeks/;

describe('offline planner: a due date nearer than the kind of goal takes is said in a notice', () => {
  it.each([
    ['Pass my driving test in three weeks', true],
    ['Get my driving licence by Christmas', true],
    ['Plan our wedding for February', true],
    ['Pass my driving test by next autumn', false],
    ['Plan our wedding for the summer after next', false],
    ['Run a 5k in three weeks', false],
  ])('"%s": %s', async (goal, short) => {
    expect(SHORT.test((await planner.breakdownGoal(goal)).notice ?? '')).toBe(short);
  });

  it('lets the by-when answer say it too: "In a month" for a licence brings the notice, "In a year" does not', async () => {
    const notice = async (answer: string) => (await planner.breakdownGoal('Get my driving licence', { answers: [{ id: 'due', answer }] })).notice ?? '';
    expect(await notice('In a month')).toMatch(SHORT);
    expect(await notice('In a year')).not.toMatch(SHORT);
  });
});
