import { useMutation } from '@tanstack/react-query';
import { GoalQuestions, type GoalQuestionsBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

const ASK_FAILED = 'Failed to ask about your goal';

function askGoalQuestions(body: GoalQuestionsBody): Promise<GoalQuestions> {
  return apiCall('goal-questions', { body, schema: GoalQuestions, fallback: ASK_FAILED });
}

export function useGoalQuestions() {
  return useMutation({ mutationFn: askGoalQuestions, meta: { errorShownInForm: true } });
}
