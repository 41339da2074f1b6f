import { ReflectionParams } from '@cakewalk/shared/schemas/ids.ts';
import { UpdateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import { editReflection } from '../../core/reflections.ts';
import { http, reply } from '../../http/handler.ts';
import { updateReflectionRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updateReflectionRoute, { params: ReflectionParams, body: UpdateReflectionBody }, async ({ userId, params, body }) =>
  reply(200, await editReflection(userId, params.id, body.content)));
