import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { catchUpPerDay, laterDueDate } from '@cakewalk/shared/rules/pace.ts';
import { formatDay } from '../words/day-words.ts';
import { focusWhenShown } from '../infra/focus.ts';
import { showToast } from '../infra/toasts.tsx';
import { moveDueDate } from './move-due-date.ts';

interface PaceRemediesProps {
  goal: Goal;
  /** The user's day, 'YYYY-MM-DD'. */
  today: string;
  userId: string;
  /** Where focus goes once the goal is back on pace and these remedies are gone. */
  focusAfter: string;
}

/**
 * A goal behind its pace gets two ways back: advice (the bites a day that finish it on time) and
 * one tap that moves the due date a week, with Undo.
 */
export function PaceRemedies({ goal, today, userId, focusAfter }: PaceRemediesProps) {
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
    showToast('success', `Due date moved to ${formatDay(later)}`, {
      label: 'Undo',
      onClick: () => void moveDueDate(queryClient, userId, saved, due).then((back) => back && showToast('success', `Due date back to ${formatDay(due)}`)),
    });
  }

  return (
    <div className="pace-remedies">
      <p className="pace-catch-up">
        <strong>
          Catch up: {perDay} {perDay === 1 ? 'bite' : 'bites'} a day
        </strong>{' '}
        <span className="muted">to finish by {formatDay(due)}</span>
      </p>
      <button type="button" className="btn btn-small btn-secondary" aria-disabled={moving || undefined} onClick={() => void move()}>
        Move the due date a week
      </button>
    </div>
  );
}
