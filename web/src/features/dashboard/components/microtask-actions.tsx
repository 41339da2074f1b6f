import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { DetailLevelField } from '../../../lib/ui/detail-level-field.tsx';

interface MicrotaskActionsProps {
  microtask: Microtask;
  detail: number;
  onDetailChange: (detail: number) => void;
  onToggle: () => void;
  onBreakDown: () => void;
  toggling: boolean;
  breakingDown: boolean;
}

export function MicrotaskActions(props: MicrotaskActionsProps) {
  const { microtask, detail, onDetailChange, onToggle, onBreakDown, toggling, breakingDown } = props;
  return (
    <div className="microtask-actions">
      <p className="selected-step">
        Selected: <strong>{microtask.title}</strong>
      </p>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
      <button type="button" className="btn" onClick={onToggle} aria-disabled={toggling || undefined}>
        {microtask.status === 'done' ? 'Mark as In Progress' : 'Mark as Done'}
      </button>
      <div className="breakdown-row">
        <DetailLevelField id="breakdown-detail" value={detail} onChange={onDetailChange} disabled={breakingDown} />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onBreakDown}
          disabled={!microtask.task_id || breakingDown}
        >
          {breakingDown ? 'Breaking down...' : 'Break Down'}
        </button>
      </div>
    </div>
  );
}
