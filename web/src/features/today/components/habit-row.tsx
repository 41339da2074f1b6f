import { useEffect, useRef, type CSSProperties } from 'react';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { doneThisPeriod, periodFull } from '@cakewalk/shared/rules/today.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { DoneCheer, type CheerSlot } from './done-cheer.tsx';
import { habitRowId } from './row-ids.ts';
import { useUpdateMicrotaskStatus } from '../../../lib/goals/update-microtask-status.ts';
import { cadenceWords, doneInPeriodWords, periodCountWords, restatesGoal, streakWords } from '../../../lib/words/habit-words.ts';
import { useMarkDone } from '../../../lib/mark-done/use-mark-done.ts';

interface HabitRowProps {
  bite: TodayBite;
  /** It joined Today today, since the person last saw the list. */
  isNew: boolean;
  userId: string;
  today: string;
  onActed: () => void;
  /** Today's one celebration: shown in this row when this row did the latest done. */
  cheers: CheerSlot;
}

/**
 * A habit of today. Its box shows the period: a ring that fills with each tick of a habit asked
 * several times ("2 of 3 this week"), and a tick only once the period is done. A tap adds one
 * (with the celebration and Undo every done gets); on a done period it takes one back.
 */
export function HabitRow({ bite, isNew, userId, today, onActed, cheers }: HabitRowProps) {
  const { goal, microtask } = bite;
  const done = useMarkDone(userId);
  const untick = useUpdateMicrotaskStatus(userId);
  const box = useRef<HTMLInputElement>(null);
  const repeat = microtask.repeat;
  const full = periodFull(microtask, today);
  const count = doneThisPeriod(microtask, today) ? microtask.period_completions : 0;
  const times = repeat ? perPeriodOf(repeat) : 1;
  const partial = !full && count > 0;
  // A click clears the box's mixed state in the browser, so it is set again after every render.
  useEffect(() => {
    if (box.current) box.current.indeterminate = partial;
  });
  if (!repeat) return null;
  const busy = done.pending || untick.isPending;
  const stateId = `habit-state-${microtask.id}`;
  const boxId = `habit-box-${microtask.id}`;
  const rowId = habitRowId(microtask.id);

  function toggle() {
    if (busy) return;
    onActed();
    // Focus stays on the box, as a checkbox's does; its Undo brings focus back to it too.
    if (!full) return done.markDone(microtask, goal, { show: (shown) => cheers.show({ ...shown, place: rowId, focusBack: boxId }) });
    untick.mutate({ id: microtask.id, status: 'todo' }, { onSuccess: () => announce(`Unticked ${microtask.title}`) });
  }

  let period: string | undefined;
  if (times > 1 && count > 0) period = periodCountWords(repeat, count);
  else if (full) period = doneInPeriodWords(repeat);
  // Every row says how often, then how this period stands, in the same order, done or not.
  const words = [cadenceWords(repeat), period, streakWords(microtask)].filter(Boolean).join(' · ');
  // Every row names its goal in the same place, marked as the goal, unless its title says the same.
  const namesGoal = !restatesGoal(microtask.title, goal.title);
  const fill = { '--fill': String(Math.min(count, times) / times) } as CSSProperties;
  return (
    <li id={rowId} className={full ? 'today-row today-habit is-done' : 'today-row today-habit'}>
      <label className="habit-check">
        <input ref={box} id={boxId} type="checkbox" className="habit-box" style={fill} checked={full} aria-describedby={stateId} onChange={toggle} />
        <span className="today-title">{microtask.title}</span>
      </label>
      <p className="today-place" id={stateId}>
        {isNew && (
          <>
            <span className="habit-new">New</span>
            {' · '}
          </>
        )}
        <span className={full ? 'habit-state habit-state-done' : 'habit-state'}>{words}</span>
        {namesGoal && (
          <span className="habit-goal">
            {' · '}
            <span className="habit-goal-label">Goal:</span> {goal.title}
          </span>
        )}
        {microtask.minutes !== null && <span className="muted">{` · about ${microtask.minutes} min`}</span>}
      </p>
      {cheers.shown?.place === rowId && <DoneCheer slot={cheers} />}
    </li>
  );
}
