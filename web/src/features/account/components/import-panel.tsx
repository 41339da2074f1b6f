import { useId, useRef, useState, type ChangeEvent } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { LIMITS, sizeInWords } from '@cakewalk/shared/schemas/limits.ts';
import { useImportAccount } from '../api/account.ts';
import { describePreview, previewImport, type ImportPreview } from '../model/import-preview.ts';

/** Import: choose an export file, see what it adds, then add it (or nothing at all). */
export function ImportPanel() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<ImportPreview>();
  const [problem, setProblem] = useState<string>();
  const importing = useImportAccount();

  function reset() {
    setPreview(undefined);
    setProblem(undefined);
    importing.reset();
    if (input.current) input.current.value = '';
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(undefined);
    setProblem(undefined);
    importing.reset();
    if (!chosen) return;
    const read = await previewImport(chosen);
    if ('error' in read) setProblem(read.error);
    else setPreview(read);
  }

  function confirm() {
    if (!preview) return;
    importing.mutate(preview.file, {
      onSuccess: (added) => {
        const skipped = added.skipped_goals > 0 ? ` Skipped ${count(added.skipped_goals, 'goal', 'goals')} you already have.` : '';
        showToast('success', `Imported ${count(added.goals, 'goal', 'goals')} and ${count(added.reflections, 'reflection', 'reflections')}.${skipped}`);
        reset();
      },
    });
  }

  return (
    <div className="account-part">
      <h3>Import</h3>
      <Field
        id={inputId}
        label="Cakewalk export file (JSON)"
        hint={`Adds the file's goals and reflections as new ones, up to ${sizeInWords(LIMITS.importBytes)}.`}
        error={problem}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            className="input"
            type="file"
            accept="application/json,.json"
            onChange={(event) => void choose(event)}
          />
        )}
      </Field>
      {preview && (
        <div className="import-preview">
          <p role="status">{describePreview(preview)}</p>
          <div className="btn-row">
            <button type="button" className="btn" onClick={confirm} disabled={importing.isPending}>
              {importing.isPending ? 'Importing...' : 'Import'}
            </button>
            <button type="button" className="btn btn-quiet" onClick={reset} disabled={importing.isPending}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {importing.isError && <FormError>{importing.error.message}</FormError>}
    </div>
  );
}
