import { exportAccountRoute } from '@cakewalk/shared/routes.ts';
import { ExportQuery } from '@cakewalk/shared/schemas/account/export-file.ts';
import { exportCsv, exportJson } from '../../core/account-data/export-account.ts';
import { http, replyFile } from '../../http/handler.ts';

const MEDIA = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

// API Gateway takes a Lambda's answer whole, so the pieces are joined here; below this line the
// account is read a page at a time.
async function joined(pieces: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  for await (const piece of pieces) parts.push(piece);
  return parts.join('');
}

export const handler = http(exportAccountRoute, { query: ExportQuery }, async ({ userId, query }) => {
  const now = new Date();
  const text = await joined(query.format === 'csv' ? exportCsv(userId) : exportJson(userId, now));
  const filename = `cakewalk-export-${now.toISOString().slice(0, 10)}.${query.format}`;
  return replyFile(text, MEDIA[query.format], { 'content-disposition': `attachment; filename="${filename}"` });
});
