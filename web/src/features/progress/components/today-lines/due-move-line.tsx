import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { DueMove } from '@cakewalk/shared/schemas/progress.ts';
import { moveDueDate } from '../../../../lib/pace/move-due-date.ts';
import { settleDueMove } from '../../api/due-move.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { shortDay } from '../../model/chart-words.ts';

interface DueMoveLineProps {
  goal: Goal;
  move: DueMove;
  userId: string;
}

/**
 * A pause ended and moved the due date by the days paused. It is said once: settled as kept the
 * moment it shows, so no later visit says it again. It stays in sight for this visit with Undo,
 * which gives the goal back the date it had before the pause as any due date change does.
 */
export function DueMoveLine({ goal, move, userId }: DueMoveLineProps) {
  const queryClient = useQueryClient();
  const [undone, setUndone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    settleDueMove(goal.id, false).catch((error: unknown) => console.error('Settling a due date move failed', error));
  }, [goal.id]);

  async function undo() {
    if (busy) return;
    setBusy(true);
    const back = await moveDueDate(queryClient, userId, { ...goal, due_date: move.to_date }, move.from_date);
    setBusy(false);
    if (back) setUndone(true);
  }

  return (
    <p className="today-line due-move-line">
      {undone ? (
        <>
          {goal.title}: due {shortDay(move.from_date)} again.
        </>
      ) : (
        <>
          {goal.title}: due date moved by {count(move.days, 'day', 'days')}, to {shortDay(move.to_date)}, for your pause.{' '}
          <button type="button" className="btn btn-small btn-secondary" aria-disabled={busy || undefined} onClick={() => void undo()}>
            Undo
          </button>
        </>
      )}
    </p>
  );
}
