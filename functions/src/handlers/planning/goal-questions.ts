import { GoalQuestionsBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { goalQuestionsRoute } from '@cakewalk/shared/routes.ts';
import { askGoalQuestions } from '../../core/goals/ask-goal-questions.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(goalQuestionsRoute, { body: GoalQuestionsBody }, async ({ userId, body }) =>
  reply(200, { questions: await askGoalQuestions({ userId }, body.goal) }));
