import type { ReactNode } from 'react';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { useRestGoal } from '../../../lib/goals/rest-goal.ts';
import { useMarkDone } from '../../../lib/mark-done/use-mark-done.ts';
import { PaceRemediesWhenBehind } from '../../../lib/pace/pace-remedies-when-behind.tsx';
import { PLAN_SAVED, placeWords } from '../../../lib/words/plan-words.ts';
import { PacePill } from '../../../lib/ui/pace-pill.tsx';
import { CHEER_ID, DoneCheer, type CheerSlot } from './done-cheer.tsx';
import { stepRowId } from './row-ids.ts';
import { useSettledPress } from './settled-press.ts';
import { restLineId } from './rest-line.tsx';

interface StepRowProps {
  bite: TodayBite;
  userId: string;
  today: string;
  /** The goal was just saved: the row says so above its first bite. */
  planSaved: boolean;
  /** What else acts on this bite here: an open check-in's buttons, composed in by the page. */
  extra: ReactNode;
  onActed: () => void;
  /** Today's one celebration: shown in this row when this row did the latest done. */
  cheers: CheerSlot;
}

/**
 * A goal's next bite: its goal and pace, its slice, crumb and minutes, Done, and Not today. The
 * row belongs to the goal, so once a bite is done the next one takes its place under the same
 * button; a check-in about this bite puts its own buttons here rather than in a card of its own.
 */
export function StepRow({ bite, userId, today, planSaved, extra, onActed, cheers }: StepRowProps) {
  const { goal, subgoal, task, microtask } = bite;
  const done = useMarkDone(userId);
  const rest = useRestGoal(userId);
  // Worked out from the tree in the cache, so a tick moves the pace at once.
  const progress = planProgress(goal);
  const live = { ...goal, progress, pace: goalPace(goal, progress, today) };
  const doneId = `done-${goal.id}`;
  const rowId = stepRowId(goal.id);
  const settled = useSettledPress(microtask.id);

  function markDone() {
    if (done.pending || !settled()) return;
    onActed();
    done.markDone(microtask, goal, {
      // Its Undo puts the bite back under this Done, where focus then returns.
      show: (shown) => cheers.show({ ...shown, place: rowId, focusBack: doneId }),
      // Focus leaves Done for the celebration: an Enter pressed twice would otherwise tick the
      // next bite, which has just slid under the same button.
      onMarked: () => focusWhenShown(CHEER_ID),
    });
  }

  function notToday() {
    if (rest.isPending || !settled()) return;
    onActed();
    rest.mutate({ id: goal.id, resting: true }, {
      onSuccess: () => {
        announce(`${microtask.title} rests until tomorrow`);
        focusWhenShown(restLineId(goal.id));
      },
    });
  }

  return (
    <li id={rowId} className="today-row today-step">
      {planSaved && <p className="form-success">{PLAN_SAVED}</p>}
      <p className="today-goal">
        <span className="today-goal-title">{goal.title}</span> <PacePill pace={live.pace} />
      </p>
      <div className="today-step-main">
        <div className="today-step-words">
          <p className="today-title">{microtask.title}</p>
          <p className="today-place muted">
            {placeWords(subgoal.title, task.title)}
            {microtask.minutes !== null && ` · about ${microtask.minutes} min`}
          </p>
        </div>
        <button id={doneId} type="button" className="btn" aria-label={`Done: ${microtask.title}`} aria-disabled={done.pending || undefined} onClick={markDone}>
          Done
        </button>
      </div>
      <div className="today-actions">
        {extra}
        <button type="button" className="btn btn-small btn-quiet" aria-label={`Not today: ${microtask.title}`} aria-disabled={rest.isPending || undefined} onClick={notToday}>
          Not today
        </button>
      </div>
      {rest.isError && <p className="form-error" role="alert">{rest.error.message}</p>}
      <PaceRemediesWhenBehind
        goal={live}
        today={today}
        userId={userId}
        focusAfter={doneId}
        showMoved={(shown) => cheers.show({ ...shown, place: rowId, focusBack: doneId })}
      />
      {/* Last in the row, so nothing under the thumb that pressed Done moves. */}
      {cheers.shown?.place === rowId && <DoneCheer slot={cheers} />}
    </li>
  );
}
