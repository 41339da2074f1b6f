import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DueMove } from '@cakewalk/shared/schemas/progress.ts';
import { announce } from '../../../../lib/announce.ts';
import { goalChanged } from '../../../../lib/goal-cache.ts';
import { FormError } from '../../../../lib/ui/form-message.tsx';
import { settleDueMove } from '../../api/due-move.ts';
import { count, shortDay } from '../../model/chart-words.ts';

interface DueMoveLineProps {
  goalId: string;
  goalTitle: string;
  move: DueMove;
  userId: string;
}

/**
 * A pause ended and moved the due date by the days paused: said once (it is settled as kept the
 * moment it shows) and it stays in sight for this visit, with Undo.
 */
export function DueMoveLine({ goalId, goalTitle, move, userId }: DueMoveLineProps) {
  const queryClient = useQueryClient();
  const [undone, setUndone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    settleDueMove(goalId, false).catch((error: unknown) => console.error('Settling a due date move failed', error));
  }, [goalId]);

  function undo() {
    if (busy) return;
    setBusy(true);
    settleDueMove(goalId, true)
      .then(() => {
        setUndone(true);
        announce(`${goalTitle} is due ${shortDay(move.from_date)} again`);
        goalChanged(queryClient, userId);
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : 'Could not move the due date back'))
      .finally(() => setBusy(false));
  }

  return (
    <div className="today-line due-move-line">
      <p>
        {undone ? (
          <>
            {goalTitle}: due {shortDay(move.from_date)} again.
          </>
        ) : (
          <>
            {goalTitle}: due date moved by {count(move.days, 'day', 'days')}, to {shortDay(move.to_date)}, for your pause.{' '}
            <button type="button" className="btn btn-small btn-secondary" aria-disabled={busy || undefined} onClick={undo}>
              Undo
            </button>
          </>
        )}
      </p>
      {failure && <FormError>{failure}</FormError>}
    </div>
  );
}
