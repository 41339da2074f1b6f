import { useState } from 'react';
import type { DueMove } from '@cakewalk/shared/schemas/progress.ts';
import { useDashboard } from '../../../../lib/goals/dashboard-query.ts';
import { useProgress } from '../../api/progress.ts';
import { count } from '../../model/chart-words.ts';
import { DueMoveLine } from './due-move-line.tsx';
import { FreshStartOffer } from './fresh-start-offer.tsx';
import '../progress.css';

interface SeenMove {
  goalId: string;
  goalTitle: string;
  move: DueMove;
}

/** Due dates a pause moved, as first seen this visit: settling one takes it out of the data, not off the screen. */
function useSeenMoves(moves: readonly SeenMove[]): SeenMove[] {
  const [seen, setSeen] = useState<SeenMove[]>([]);
  const fresh = moves.filter((move) => !seen.some((old) => old.goalId === move.goalId));
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
  const moves = useSeenMoves(
    (data?.goals ?? []).flatMap((goal) => (goal.due_move ? [{ goalId: goal.id, goalTitle: goal.title, move: goal.due_move }] : [])),
  );
  if (!data) return null;
  const welcome = data.welcome_back;
  const offers = data.goals.flatMap((progressOfGoal) => {
    const goal = dashboard.data?.goals.find((g) => g.id === progressOfGoal.id);
    return goal && progressOfGoal.fresh_start ? [{ goal, offer: progressOfGoal.fresh_start }] : [];
  });
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
        <DueMoveLine key={move.goalId} {...move} userId={userId} />
      ))}
      {offers.map(({ goal, offer }) => (
        <FreshStartOffer key={goal.id} goal={goal} offer={offer} userId={userId} />
      ))}
    </section>
  );
}
