import { useState } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { announce } from '../../../../lib/a11y/announce.ts';
import { habitWords } from '../../../../lib/words/habit-words.ts';
import { useMarkDone } from '../../../../lib/mark-done/use-mark-done.ts';
import { cakeWord, PLAN_SAVED } from '../../../../lib/words/plan-words.ts';
import { useBreakdownMicrotask } from '../../api/breakdown-microtask.ts';
import { nextBite, type PlacedBite } from '../../model/next-bite.ts';

interface NextBiteCardProps {
  goal: Goal;
  userId: string;
  /** Just saved or edited: the card says so above the first bite. */
  planSaved: boolean;
}

function minutesOf(bite: PlacedBite): number | undefined {
  const { microtask } = bite;
  return 'minutes' in microtask && typeof microtask.minutes === 'number' ? microtask.minutes : undefined;
}

/** The one step to take now, first on the dashboard, with the two things to do about it. */
export function NextBiteCard({ goal, userId, planSaved }: NextBiteCardProps) {
  const done = useMarkDone(userId);
  const breakdownMutation = useBreakdownMicrotask(userId);
  const queryClient = useQueryClient();
  // "Plan saved" has done its job once the person acts on the plan; the done's toast celebrates.
  const [acted, setActed] = useState(false);
  const bite = nextBite(goal);
  const busy = done.pending || breakdownMutation.isPending;

  // The buttons stay enabled (aria-disabled while busy), so focus stays on them as the next bite
  // takes this one's place, instead of falling back to the page.
  function markDone(current: PlacedBite) {
    if (busy) return;
    done.markDone(current.microtask, goal, { onMarked: () => setActed(true) });
  }

  function breakDown(current: PlacedBite) {
    if (busy) return;
    const { microtask } = current;
    breakdownMutation.mutate(
      { microtaskId: microtask.id, title: microtask.title, taskId: microtask.task_id, detail: LIMITS.detail.default },
      {
        onSuccess: ({ microtasks }) => {
          setActed(true);
          announce(`Broken into ${count(microtasks.length, 'bite', 'bites')}`);
          // Undo goes back to this goal as it was; the toast's code loads only now, after the first paint.
          import('../../../../lib/goals/offer-undo-breakdown.ts')
            .then(({ toastBreakdownDone }) => toastBreakdownDone(queryClient, userId, goal, microtask.id, 'Microtask broken down!'))
            // The plan is already broken down and announced; only the toast with its Undo is lost.
            .catch((error: unknown) => console.error('Loading the breakdown toast failed', error));
        },
      },
    );
  }

  const minutes = bite && minutesOf(bite);
  const habit = bite && habitWords(bite.microtask);
  return (
    <section className="card next-bite" aria-labelledby="next-bite-heading">
      <h2 id="next-bite-heading">Next bite</h2>
      {planSaved && !acted && <p className="form-success">{PLAN_SAVED}</p>}
      {bite ? (
        <>
          <p className="next-bite-title">{bite.microtask.title}</p>
          <dl className="next-bite-place muted">
            <div>
              <dt>{cakeWord(0)}</dt>
              <dd>{bite.subgoal.title}</dd>
            </div>
            <div>
              <dt>{cakeWord(1)}</dt>
              <dd>
                {bite.task.title}
                {minutes !== undefined && ` · about ${minutes} min`}
              </dd>
            </div>
          </dl>
          {habit && <p className="next-bite-habit">{habit}</p>}
          <div className="btn-row">
            <button type="button" className="btn" aria-disabled={busy || undefined} onClick={() => markDone(bite)}>
              Mark as Done
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={busy || undefined}
              onClick={() => breakDown(bite)}
            >
              {breakdownMutation.isPending ? 'Breaking down...' : 'Too big? Break it down'}
            </button>
          </div>
        </>
      ) : (
        <p>
          Every bite of {goal.title} is eaten. <Link to="/goal-setup">Bake the next cake</Link>
        </p>
      )}
    </section>
  );
}
