import { useState } from 'react';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { focusWhenShown } from '../../../lib/focus.ts';
import { useMarkDone } from '../../../lib/mark-done/use-mark-done.ts';
import { PaceRemediesWhenBehind } from '../../../lib/pace/pace-remedies-when-behind.tsx';
import { PLAN_SAVED } from '../../../lib/plan-words.ts';
import { Celebration } from '../../../lib/ui/celebration.tsx';
import { PacePill } from '../../../lib/ui/pace-pill.tsx';
import { TODAY_HEADING } from './today-heading.tsx';

interface StepRowProps {
  bite: TodayBite;
  userId: string;
  today: string;
  /** The goal was just saved: the row says so above its first bite. */
  planSaved: boolean;
  onActed: () => void;
}

/**
 * A goal's next bite: its goal and pace, its slice, crumb and minutes, and Done. The row belongs
 * to the goal, so once a bite is done the next one takes its place under the same button, and a
 * goal behind its pace offers its remedies here.
 */
export function StepRow({ bite, userId, today, planSaved, onActed }: StepRowProps) {
  const { goal, subgoal, task, microtask } = bite;
  const done = useMarkDone(userId);
  const [celebration, setCelebration] = useState<string>();
  // Worked out from the tree in the cache, so a tick moves the pace at once.
  const progress = planProgress(goal);
  const live = { ...goal, progress, pace: goalPace(goal, progress, today) };
  const doneId = `done-${goal.id}`;

  function markDone() {
    if (done.pending) return;
    onActed();
    done.markDone(microtask, goal, (words) => {
      setCelebration(words);
      // The last bite takes its row with it: focus goes back to the top of the page.
      if (words.startsWith('Cake eaten')) focusWhenShown(TODAY_HEADING);
    });
  }

  return (
    <li className="today-row today-step">
      {planSaved && !celebration && <p className="form-success">{PLAN_SAVED}</p>}
      {celebration && <Celebration key={celebration}>{celebration}</Celebration>}
      <p className="today-goal">
        <span className="today-goal-title">{goal.title}</span> <PacePill pace={live.pace} />
      </p>
      <div className="today-step-main">
        <div className="today-step-words">
          <p className="today-title">{microtask.title}</p>
          <p className="today-place muted">
            Slice: {subgoal.title} · Crumb: {task.title}
            {microtask.minutes !== null && ` · about ${microtask.minutes} min`}
          </p>
        </div>
        <button id={doneId} type="button" className="btn" aria-label={`Done: ${microtask.title}`} aria-disabled={done.pending || undefined} onClick={markDone}>
          Done
        </button>
      </div>
      <PaceRemediesWhenBehind goal={live} today={today} userId={userId} focusAfter={doneId} />
    </li>
  );
}
