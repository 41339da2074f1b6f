import { GoalQuestionsBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { tryGoalQuestionsRoute } from '@cakewalk/shared/routes.ts';
import { askGoalQuestions } from '../../core/goals/ask-goal-questions.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(tryGoalQuestionsRoute, { body: GoalQuestionsBody }, async ({ clientAddress, body }) =>
  reply(200, { questions: await askGoalQuestions({ visitorAddress: clientAddress }, body.goal) }));
