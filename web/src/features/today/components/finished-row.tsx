import { useEffect } from 'react';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { CHEER_ID, DoneCheer, type CheerSlot } from './done-cheer.tsx';
import { stepRowId } from './row-ids.ts';

interface FinishedRowProps {
  goal: Goal;
  /** How many of the goal's habits are on Today's list above, where it carries on. */
  habits: number;
  cheers: CheerSlot;
}

/** What comes after a goal's last one-off bite, in one calm sentence. */
function finishedWords(goal: Goal, habits: number): string {
  if (goal.status === 'done') return 'Every bite of this goal is done.';
  if (habits === 0) return 'Every one-off bite is done; its habits carry on.';
  return `Every one-off bite is done. It carries on as ${count(habits, 'habit', 'habits')} above.`;
}

/**
 * A goal whose last bite was done on this visit: its row keeps its place with the celebration
 * (and Undo) while it lasts, and one calm line of what comes next for the rest of the visit, so
 * nothing on the page jumps and nothing goes unsaid.
 */
export function FinishedRow({ goal, habits, cheers }: FinishedRowProps) {
  const rowId = stepRowId(goal.id);
  // The bite's row left with the focused celebration in it: focus follows it here, never to the page.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) focusWhenShown(CHEER_ID);
  }, []);
  return (
    <li id={rowId} className="today-row today-step today-finished">
      <p className="today-goal">
        <span className="today-goal-title">{goal.title}</span>
      </p>
      <p className="today-title">{finishedWords(goal, habits)}</p>
      {cheers.shown?.place === rowId && <DoneCheer slot={cheers} />}
    </li>
  );
}
