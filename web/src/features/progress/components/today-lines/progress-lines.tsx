import { useState } from 'react';
import { useDashboard } from '../../../../lib/goals/dashboard-query.ts';
import { useProgress } from '../../api/progress.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { wasTaken } from '../../model/fresh-start-taken.ts';
import { DueMoveLine } from './due-move-line.tsx';
import { FreshStartOffer } from './fresh-start-offer.tsx';
import '../progress.css';

/**
 * What a line is about, as first seen this visit. Acting on a line (settling a due date's move,
 * taking a fresh start) takes it out of the data the next fetch brings, but not off the screen:
 * its outcome and its Undo stay in sight until the person leaves Today.
 */
function useSeen<T extends { goalId: string }>(current: readonly T[]): T[] {
  const [seen, setSeen] = useState<T[]>([]);
  const fresh = current.filter((item) => !seen.some((old) => old.goalId === item.goalId));
  if (fresh.length === 0) return seen;
  const all = [...seen, ...fresh];
  setSeen(all);
  return all;
}

/**
 * Today's lines about coming back: a welcome back after quiet days (with one two-minute start),
 * a comeback counted, a due date a pause moved, and a fresh start offered on a Monday or the 1st.
 */
export function ProgressLines({ userId }: { userId: string }) {
  const progress = useProgress(userId);
  const dashboard = useDashboard(userId);
  const data = progress.data;
  const goals = data?.goals ?? [];
  const goalOf = (id: string) => dashboard.data?.goals.find((goal) => goal.id === id);
  const moves = useSeen(
    goals.flatMap((progressOfGoal) => {
      const goal = goalOf(progressOfGoal.id);
      return goal && progressOfGoal.due_move ? [{ goalId: goal.id, goal, move: progressOfGoal.due_move }] : [];
    }),
  );
  const offers = useSeen(
    goals.flatMap((progressOfGoal) => {
      const goal = goalOf(progressOfGoal.id);
      const offer = progressOfGoal.fresh_start;
      return goal?.due_date && offer && !wasTaken(goal.id, data?.today ?? '') ? [{ goalId: goal.id, goal, offer }] : [];
    }),
  );
  if (!data) return null;
  const welcome = data.welcome_back;
  if (!welcome && !data.comeback_today && moves.length === 0 && offers.length === 0) return null;

  return (
    <section className="today-lines" aria-label="Coming back">
      {welcome && (
        <p className="today-line welcome-back">
          <strong>Welcome back.</strong> No catching up needed: two minutes on “{welcome.start}” is a start.
        </p>
      )}
      {data.comeback_today && (
        <p className="today-line comeback" role="status">
          <strong>That is a comeback.</strong> {count(data.comebacks, 'comeback', 'comebacks')} so far: coming back is what counts.
        </p>
      )}
      {moves.map((move) => (
        <DueMoveLine key={move.goalId} goal={move.goal} move={move.move} userId={userId} />
      ))}
      {offers.map(({ goal, offer }) => (
        <FreshStartOffer key={goal.id} goal={goal} offer={offer} today={data.today} userId={userId} />
      ))}
    </section>
  );
}
