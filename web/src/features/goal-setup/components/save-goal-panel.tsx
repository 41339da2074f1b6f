import { SAVE_SHORTCUT } from '../../../lib/plan-editor/save-shortcut.ts';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';

interface SaveGoalPanelProps {
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  error: string | null;
}

/** Confirm & Save (or Ctrl+Enter) in a bar that stays at the bottom of the screen, however long the plan. */
export function SaveGoalPanel({ onSave, saving, saved, error }: SaveGoalPanelProps) {
  return (
    <div className="save-bar">
      <div className="save-bar-messages">
        {error && <FormError>{error}</FormError>}
        {saved && <FormSuccess>Goal saved successfully</FormSuccess>}
      </div>
      <button type="button" className="btn" onClick={onSave} disabled={saving || saved} aria-keyshortcuts={SAVE_SHORTCUT}>
        Confirm &amp; Save
      </button>
    </div>
  );
}
