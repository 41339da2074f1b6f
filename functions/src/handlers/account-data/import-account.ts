import { importAccountRoute } from '@cakewalk/shared/routes.ts';
import { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { importAccount } from '../../core/account-data/import-account.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(importAccountRoute, { body: ExportFile }, async ({ userId, body }) =>
  reply(201, await importAccount(userId, body)));
