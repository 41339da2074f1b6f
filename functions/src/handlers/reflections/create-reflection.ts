import { CreateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import { writeReflection } from '../../core/reflections.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { createReflectionRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createReflectionRoute, { body: CreateReflectionBody, confirmOpen: confirmAccountOpen }, async ({ userId, body }) =>
  reply(201, await writeReflection(userId, body)));
