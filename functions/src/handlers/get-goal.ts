import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { getGoal } from '../data/goals.ts';
import { http, reply } from '../http/handler.ts';

export const handler = http('get-goal', { params: IdParams }, async ({ userId, params }) =>
  reply(200, await getGoal(userId, params.id)));
