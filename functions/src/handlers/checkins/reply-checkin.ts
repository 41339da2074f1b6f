import { CheckinReplyBody } from '@cakewalk/shared/schemas/checkin.ts';
import { CheckinParams } from '@cakewalk/shared/schemas/ids.ts';
import { replyAndAct } from '../../core/checkins/act-on-reply.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { replyCheckinRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(replyCheckinRoute, { params: CheckinParams, body: CheckinReplyBody, confirmOpen: confirmAccountOpen }, async ({ userId, params, body }) =>
  reply(201, await replyAndAct(userId, params.id, body.content)));
