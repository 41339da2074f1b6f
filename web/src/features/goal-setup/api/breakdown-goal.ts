import { useMutation } from '@tanstack/react-query';
import { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalBreakdownBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

export const GENERATE_FAILED = 'Failed to generate breakdown';

function breakdownGoal(body: GoalBreakdownBody): Promise<Breakdown> {
  return apiCall('breakdown-goal', { body, schema: Breakdown, fallback: GENERATE_FAILED });
}

export function useBreakdownGoal() {
  return useMutation({ mutationFn: breakdownGoal, meta: { errorShownInForm: true } });
}
