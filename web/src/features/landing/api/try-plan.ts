import { useMutation } from '@tanstack/react-query';
import { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { GoalQuestions, type GoalBreakdownBody, type GoalQuestionsBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

// The landing page's goal box plans over the public routes: no account, nothing stored.

const TRY_FAILED = 'Could not make a plan just now. Please try again.';

function askQuestions(body: GoalQuestionsBody): Promise<GoalQuestions> {
  return apiCall('try-goal-questions', { body, schema: GoalQuestions, fallback: TRY_FAILED });
}

function planGoal(body: GoalBreakdownBody): Promise<Breakdown> {
  return apiCall('try-goal-breakdown', { body, schema: Breakdown, fallback: TRY_FAILED });
}

export function useTryQuestions() {
  return useMutation({ mutationFn: askQuestions, meta: { errorShownInForm: true } });
}

export function useTryPlan() {
  return useMutation({ mutationFn: planGoal, meta: { errorShownInForm: true } });
}
