import type { TodayRest } from '@cakewalk/shared/rules/today.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { dayWords } from '../../../lib/words/near-days.ts';
import { useRestGoal } from '../../../lib/goals/rest-goal.ts';

export const restLineId = (goalId: string) => `rest-${goalId}`;

/**
 * One line in a goal's place while its next bite is not on Today: "Resting until tomorrow ·
 * Undo" after Not today, or that the goal is paused (its habits wait with it).
 */
export function RestLine({ rest, userId, today }: { rest: TodayRest; userId: string; today: string }) {
  const wake = useRestGoal(userId);
  const { goal, until } = rest;
  const when = dayWords(until, today);

  function undo() {
    if (wake.isPending) return;
    wake.mutate({ id: goal.id, resting: false }, { onSuccess: () => announce(`${goal.title} is back on today's list`) });
  }

  return (
    <li className="today-row today-rest" id={restLineId(goal.id)} tabIndex={-1}>
      <span className="today-goal-title">{goal.title}</span>{' '}
      {rest.kind === 'resting' ? (
        <>
          <span>Resting until {when}</span> ·{' '}
          <button type="button" className="btn btn-small btn-quiet" aria-label={`Undo Not today: ${goal.title}`} aria-disabled={wake.isPending || undefined} onClick={undo}>
            Undo
          </button>
        </>
      ) : (
        <span>Paused until {when}: its bites and habits wait until then.</span>
      )}
      {wake.isError && <span className="form-error" role="alert"> {wake.error.message}</span>}
    </li>
  );
}
