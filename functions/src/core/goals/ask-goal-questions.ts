import type { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { withGoalPlanner } from './plan-goal.ts';

/** Zero to three questions about what the goal's words leave out, asked before it is planned. */
export function askGoalQuestions(userId: string, goal: string): Promise<GoalQuestion[]> {
  return withGoalPlanner(userId, goal, 'Failed to ask questions', (planner, options) => planner.goalQuestions(goal, options));
}
