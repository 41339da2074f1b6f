import type { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { withGoalPlanner, type PlanAsker } from './plan-goal.ts';

/** Zero to three questions about what the goal's words leave out, asked before it is planned. */
export function askGoalQuestions(asker: PlanAsker, goal: string): Promise<GoalQuestion[]> {
  return withGoalPlanner(asker, goal, 'Failed to ask questions', (planner, options) => planner.goalQuestions(goal, options));
}
