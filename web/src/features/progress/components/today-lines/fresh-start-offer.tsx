import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { FreshStart } from '@cakewalk/shared/schemas/progress.ts';
import { moveDueDate } from '../../../../lib/pace/move-due-date.ts';
import { showToast } from '../../../../lib/infra/toasts.tsx';
import { count } from '@cakewalk/shared/text/counts.ts';
import { shortDay } from '../../model/chart-words.ts';
import { markTaken } from '../../model/fresh-start-taken.ts';

/**
 * On a Monday or the 1st, a goal behind its pace is offered a fresh start: the bites left spread
 * over the days left, or the due date moved so the pace fits again; one tap, with Undo.
 */
interface FreshStartOfferProps {
  goal: Goal;
  offer: FreshStart;
  /** The person's day, which the offer is for. */
  today: string;
  userId: string;
}

export function FreshStartOffer({ goal, offer, today, userId }: FreshStartOfferProps) {
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState<'spread' | 'moved'>();
  const [busy, setBusy] = useState(false);
  const due = goal.due_date;
  if (due === null) return null;
  const perDay = count(offer.per_day, 'bite', 'bites');

  async function move() {
    if (busy || due === null) return;
    setBusy(true);
    const saved = await moveDueDate(queryClient, userId, goal, offer.move_to);
    setBusy(false);
    if (!saved) return;
    setTaken('moved');
    showToast('success', `Due date moved to ${shortDay(offer.move_to)}`, {
      label: 'Undo',
      onClick: () =>
        void moveDueDate(queryClient, userId, saved, due).then((back) => {
          if (back) setTaken(undefined);
        }),
    });
  }

  function spread() {
    setTaken('spread');
    markTaken(goal.id, today, true);
    showToast('success', `${perDay} a day until ${shortDay(due ?? offer.move_to)}`, {
      label: 'Undo',
      onClick: () => {
        setTaken(undefined);
        markTaken(goal.id, today, false);
      },
    });
  }

  if (taken === 'moved') return <p className="today-line fresh-start">{goal.title}: a fresh start, now due {shortDay(offer.move_to)}.</p>;
  if (taken === 'spread') return <p className="today-line fresh-start">{goal.title}: a fresh start, {perDay} a day.</p>;
  return (
    <div className="today-line fresh-start">
      <p>
        <strong>A fresh start for {goal.title}.</strong> {count(offer.bites_left, 'bite', 'bites')} left in{' '}
        {count(offer.days_left, 'day', 'days')}.
      </p>
      <div className="btn-row" role="group" aria-label={`Fresh start: ${goal.title}`}>
        <button type="button" className="btn btn-small" onClick={spread}>
          Spread them: {perDay} a day
        </button>
        <button type="button" className="btn btn-small btn-secondary" aria-disabled={busy || undefined} onClick={() => void move()}>
          Move the due date to {shortDay(offer.move_to)}
        </button>
      </div>
    </div>
  );
}
