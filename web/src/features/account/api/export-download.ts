import type { ExportQuery } from '@cakewalk/shared/schemas/account/export-file.ts';
import { apiDownload } from '../../../lib/infra/api-client.ts';

export type ExportFormat = ExportQuery['format'];

const EXPORT_FAILED = 'Could not export your data';

/** Fetches the export (with the session's token) and hands it to the browser as a download. */
export async function downloadExport(format: ExportFormat): Promise<void> {
  const { blob, filename } = await apiDownload('export-account', { query: { format }, fallback: EXPORT_FAILED });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename ?? `cakewalk-export.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
