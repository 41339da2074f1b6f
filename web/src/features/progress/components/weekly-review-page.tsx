import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { useProgress } from '../api/progress.ts';
import { WeekSummary } from './week-summary.tsx';
import { WeeklyReviewForm } from './weekly-review-form.tsx';
import './progress.css';

/**
 * The weekly review the weekly check-in opens (`/progress/review?goal=<id>`): the week's figures,
 * then three short questions about the goal. Without a goal named, the first goal not done.
 */
export function WeeklyReviewPage() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const dashboard = useDashboard(user?.id);
  const progress = useProgress(user?.id);
  const goals = dashboard.data?.goals ?? [];
  const wanted = params.get('goal');
  const goal = goals.find((g) => g.id === wanted) ?? goals.find((g) => g.status !== 'done') ?? goals[0];

  let body;
  if (dashboard.isError) body = <RetryButton failure="Your plan could not be loaded." onRetry={() => void dashboard.refetch()} />;
  else if (!dashboard.data || !user) body = <p className="page-loading" role="status">Loading your week...</p>;
  else if (!goal) body = <p>No goal to review yet. <Link to="/goal-setup">Plan a goal</Link></p>;
  else {
    body = (
      <>
        {goals.length > 1 && (
          <div className="field review-goal">
            <label htmlFor="review-goal">Goal</label>
            <select
              id="review-goal"
              className="input"
              value={goal.id}
              onChange={(event) => setParams({ goal: event.target.value }, { replace: true })}
            >
              {goals.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <WeeklyReviewForm key={goal.id} goal={goal} userId={user.id} />
      </>
    );
  }

  return (
    <div className="container page narrow progress-page">
      <title>Weekly review · Cakewalk</title>
      <header className="page-header">
        <h1>Your week</h1>
        <Link to="/progress">See your progress</Link>
      </header>
      {progress.data && (
        <section className="card review-figures" aria-labelledby="review-figures">
          <h2 id="review-figures">The last 7 days</h2>
          <WeekSummary week={progress.data.week} comebacks={progress.data.comebacks} />
        </section>
      )}
      <section className="card" aria-labelledby="review-questions">
        <h2 id="review-questions">Looking back, and ahead</h2>
        {body}
      </section>
    </div>
  );
}
