import { useState } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { catchUpPerDay, laterDueDate } from '@cakewalk/shared/rules/pace.ts';
import { formatDay } from '../words/day-words.ts';
import { focusWhenShown } from '../a11y/focus.ts';
import { showToast } from '../infra/toasts.tsx';
import type { ShownCheer } from '../mark-done/after-done.ts';
import { moveDueDate } from './move-due-date.ts';

interface PaceRemediesProps {
  goal: Goal;
  /** The user's day, 'YYYY-MM-DD'. */
  today: string;
  userId: string;
  /** Where focus goes once the goal is back on pace and these remedies are gone. */
  focusAfter: string;
  /**
   * Shows "Due date moved" with its Undo in the place that offered the move, in the page's flow
   * (Today's row), where a toast would lie over the next goal; without it, a toast says it.
   */
  showMoved?: (shown: ShownCheer) => void;
}

/**
 * A goal behind its pace gets two ways back: advice (the bites a day that finish it on time) and
 * one tap that moves the due date a week, with Undo.
 */
export function PaceRemedies({ goal, today, userId, focusAfter, showMoved }: PaceRemediesProps) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const perDay = catchUpPerDay(goal, today);
  if (perDay === null || goal.due_date === null) return null;
  const due = goal.due_date;

  async function move() {
    if (moving) return;
    setMoving(true);
    const later = laterDueDate(due, today);
    const saved = await moveDueDate(queryClient, userId, goal, later);
    setMoving(false);
    if (!saved) return;
    focusWhenShown(focusAfter);
    const words = `Due date moved to ${formatDay(later)}`;
    if (showMoved) {
      showMoved({ cheer: words, words, undo: async () => (await moveDueDate(queryClient, userId, saved, due)) !== null });
      return;
    }
    showToast('success', words, {
      label: 'Undo',
      onClick: () => void moveDueDate(queryClient, userId, saved, due).then((back) => back && showToast('success', `Due date back to ${formatDay(due)}`)),
    });
  }

  return (
    <div className="pace-remedies">
      <p className="pace-catch-up">
        <strong>
          Catch up: {count(perDay, 'bite', 'bites')} a day
        </strong>{' '}
        <span className="muted">to finish by {formatDay(due)}</span>
      </p>
      <button type="button" className="btn btn-small btn-secondary" aria-disabled={moving || undefined} onClick={() => void move()}>
        Move the due date a week
      </button>
    </div>
  );
}
