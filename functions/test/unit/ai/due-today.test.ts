import { describe, expect, it } from 'vitest';
import { OfflineGoalPlanner } from '../../../src/ai/offline/offline-goal-planner.ts';
import { readGoal } from '../../../src/ai/offline/reading/read-goal.ts';

// "today" and "tonight" in a goal's words are its due date.

const today = { year: 2026, month: 11, day: 28 };

describe('a goal due today', () => {
  it.each(['Clean the kitchen tonight', 'Send the invoice today', 'Finish the slides by the end of today', 'Call mum this evening', 'file my taxes TODAY'])(
    'reads %j as due today', (text) => {
      expect(readGoal(text, today).dueDate).toBe('2026-11-28');
    });

  it('keeps the later date when a goal names today and another day', () => {
    expect(readGoal('Start the essay tonight and hand it in by 5 December', today).dueDate).toBe('2026-12-05');
  });

  it.each(['Start running today', 'Begin learning Spanish today', 'Read more, from today on'])('does not read %j, a start, as due today', (text) => {
    expect(readGoal(text, today).dueDate).toBeNull();
  });

  it('plans a goal due today with that due date', async () => {
    const plan = await new OfflineGoalPlanner({ now: () => new Date('2026-11-28T09:00:00Z') }).breakdownGoal('Clean the kitchen tonight', { timeZone: 'UTC' });
    expect(plan.due_date).toBe('2026-11-28');
    expect(plan.subgoals.length).toBeGreaterThan(0);
  });
});
