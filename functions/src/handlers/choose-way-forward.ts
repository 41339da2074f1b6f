import { WayForwardBody } from '@cakewalk/shared/schemas/checkin.ts';
import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { chooseWayForward } from '../core/checkins/ways-forward.ts';
import { http, reply } from '../http/handler.ts';
import { chooseWayForwardRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(chooseWayForwardRoute, { params: IdParams, body: WayForwardBody }, async ({ userId, params, body }) =>
  reply(200, await chooseWayForward(userId, params.id, body.way)));
