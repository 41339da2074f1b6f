import { settleDueMoveRoute } from '@cakewalk/shared/routes.ts';
import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { DueMoveBody } from '@cakewalk/shared/schemas/progress.ts';
import { settleDueMove } from '../../core/goals/pause-goal.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(settleDueMoveRoute, { params: GoalParams, body: DueMoveBody }, async ({ userId, params, body }) =>
  reply(200, await settleDueMove(userId, params.id, body.undo)));
