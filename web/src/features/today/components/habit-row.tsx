import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { announce } from '../../../lib/announce.ts';
import { useUpdateMicrotaskStatus } from '../../../lib/goals/update-microtask-status.ts';
import { doneInPeriodWords, streakWords } from '../../../lib/habit-words.ts';
import { useMarkDone } from '../../../lib/mark-done/use-mark-done.ts';

const EVERY = { day: 'Every day', weekday: 'Every weekday', week: 'Every week' } as const;

/**
 * A habit of today: one tap ticks it for the period (with the celebration and Undo every done
 * gets), another unticks it. Its line says whether it is done and how long the streak runs.
 */
export function HabitRow({ bite, userId, onActed }: { bite: TodayBite; userId: string; onActed: () => void }) {
  const { goal, microtask } = bite;
  const done = useMarkDone(userId);
  const untick = useUpdateMicrotaskStatus(userId);
  const ticked = microtask.status === 'done';
  const busy = done.pending || untick.isPending;
  const repeat = microtask.repeat;
  if (!repeat) return null;
  const stateId = `habit-state-${microtask.id}`;

  function toggle() {
    if (busy) return;
    onActed();
    if (!ticked) return done.markDone(microtask, goal);
    untick.mutate({ id: microtask.id, status: 'todo' }, { onSuccess: () => announce(`Unticked ${microtask.title}`) });
  }

  const state = [ticked ? doneInPeriodWords(repeat) : EVERY[repeat.every], streakWords(microtask)].filter(Boolean).join(' · ');
  return (
    <li className={ticked ? 'today-row today-habit is-done' : 'today-row today-habit'}>
      <label className="habit-check">
        <input type="checkbox" checked={ticked} aria-describedby={stateId} onChange={toggle} />
        <span className="today-title">{microtask.title}</span>
      </label>
      <p className="today-place" id={stateId}>
        <span key={String(ticked)} className={ticked ? 'habit-state habit-state-done' : 'habit-state'}>
          {state}
        </span>
        <span className="muted">
          {' '}
          · {goal.title}
          {microtask.minutes !== null && ` · about ${microtask.minutes} min`}
        </span>
      </p>
    </li>
  );
}
