import { getProgressRoute } from '@cakewalk/shared/routes.ts';
import { ProgressQuery } from '@cakewalk/shared/schemas/progress.ts';
import { progressOf } from '../../core/progress/progress-page.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(getProgressRoute, { query: ProgressQuery }, async ({ userId, query }) =>
  reply(200, await progressOf(userId, query.goal_id)));
