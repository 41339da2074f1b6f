import Download from 'lucide/dist/esm/icons/download.mjs';
import { useState } from 'react';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import { downloadExport, type ExportFormat } from '../api/export-download.ts';

/** Export: the whole account as JSON (to keep or import elsewhere) or a CSV of every bite. */
export function ExportPanel() {
  const [busy, setBusy] = useState<ExportFormat>();
  const [error, setError] = useState<string>();

  async function download(format: ExportFormat) {
    setBusy(format);
    setError(undefined);
    try {
      await downloadExport(format);
      showToast('success', 'Your export is downloading.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div className="account-part">
      <h3>Export your data</h3>
      <p className="muted">Everything you put in: goals with every bite, reflections, check-ins and settings.</p>
      <div className="btn-row">
        <button type="button" className="btn btn-secondary" onClick={() => void download('json')} disabled={busy !== undefined}>
          <Icon node={Download} size="1.1em" /> {busy === 'json' ? 'Preparing...' : 'Download JSON'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void download('csv')} disabled={busy !== undefined}>
          <Icon node={Download} size="1.1em" /> {busy === 'csv' ? 'Preparing...' : 'Download CSV'}
        </button>
      </div>
      {error && <FormError>{error}</FormError>}
    </div>
  );
}
