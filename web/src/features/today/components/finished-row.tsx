import { useEffect } from 'react';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { focusWhenShown } from '../../../lib/infra/focus.ts';
import { CHEER_ID, DoneCheer, type CheerSlot } from './done-cheer.tsx';
import { stepRowId } from './row-ids.ts';

interface FinishedRowProps {
  goal: Goal;
  cheers: CheerSlot;
}

/**
 * A goal whose last bite was just done: its row keeps its place with the celebration (and Undo)
 * and one calm line of what comes next, so nothing on the page jumps and nothing goes unsaid.
 */
export function FinishedRow({ goal, cheers }: FinishedRowProps) {
  // The bite's row left with the focused celebration in it: focus follows it here, never to the page.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) focusWhenShown(CHEER_ID);
  }, []);
  return (
    <li id={stepRowId(goal.id)} className="today-row today-step">
      <p className="today-goal">
        <span className="today-goal-title">{goal.title}</span>
      </p>
      <p className="today-title">
        {goal.status === 'done' ? 'Every bite of this goal is done.' : 'Every one-off bite is done; its habits carry on.'}
      </p>
      <DoneCheer slot={cheers} />
    </li>
  );
}
