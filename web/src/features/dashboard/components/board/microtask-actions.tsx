import { useState } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { announce } from '../../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../../lib/a11y/focus.ts';
import { toastBreakdownDone } from '../../../../lib/goals/offer-undo-breakdown.ts';
import { DetailLevelField } from '../../../../lib/ui/detail-level-field.tsx';
import { useBreakdownMicrotask } from '../../api/breakdown-microtask.ts';
import { pickId } from './pick-list.tsx';

const BREAKDOWN_DONE = 'Microtask broken down!';

interface MicrotaskActionsProps {
  userId: string;
  /** The goal as it is before a breakdown, for its Undo. */
  goal: Goal | undefined;
  microtask: Microtask;
  /** The list the new bites appear in, so focus can move to the first of them. */
  listLabel: string;
  onToggle: () => void;
  toggling: boolean;
  onBrokenDown: () => void;
}

/**
 * What can be done with the selected bite: mark it, or break it down with Undo. Shown only once a
 * bite is picked, so its code (microtask-card.tsx loads it) stays off the dashboard's first load.
 */
export function MicrotaskActions({ userId, goal, microtask, listLabel, onToggle, toggling, onBrokenDown }: MicrotaskActionsProps) {
  const breakdownMutation = useBreakdownMicrotask(userId);
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);
  const breakingDown = breakdownMutation.isPending;

  function breakDown() {
    if (!microtask.task_id) {
      console.warn('Microtask has no task_id, so it cannot be broken down', microtask.id);
      return;
    }
    breakdownMutation.mutate(
      { microtaskId: microtask.id, title: microtask.title, taskId: microtask.task_id, detail },
      {
        onSuccess: ({ microtasks }) => {
          toastBreakdownDone(queryClient, userId, goal, microtask.id, BREAKDOWN_DONE);
          announce(`Broken into ${count(microtasks.length, 'bite', 'bites')}`);
          onBrokenDown();
          // The Break Down button goes with the selection, so focus moves to the first new bite.
          const first = microtasks[0];
          if (first) focusWhenShown(pickId(listLabel, first.id));
        },
      },
    );
  }

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
        <DetailLevelField id="breakdown-detail" value={detail} onChange={setDetail} disabled={breakingDown} />
        <button type="button" className="btn btn-secondary" onClick={breakDown} disabled={!microtask.task_id || breakingDown}>
          {breakingDown ? 'Breaking down...' : 'Break Down'}
        </button>
      </div>
    </div>
  );
}
