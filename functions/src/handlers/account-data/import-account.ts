import { importAccountRoute } from '@cakewalk/shared/routes.ts';
import { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { importAccount } from '../../core/account-data/import-account.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(importAccountRoute, { body: ExportFile, confirmOpen: confirmAccountOpen }, async ({ userId, body }) =>
  reply(201, await importAccount(userId, body)));
