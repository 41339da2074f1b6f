import { WayForwardBody } from '@cakewalk/shared/schemas/checkin.ts';
import { CheckinParams } from '@cakewalk/shared/schemas/ids.ts';
import { chooseWayForward } from '../../core/checkins/ways-forward.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { chooseWayForwardRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(chooseWayForwardRoute, { params: CheckinParams, body: WayForwardBody, confirmOpen: confirmAccountOpen }, async ({ userId, params, body }) =>
  reply(200, await chooseWayForward(userId, params.id, body.way)));
