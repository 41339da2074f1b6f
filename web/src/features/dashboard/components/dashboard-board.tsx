import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { GoalBoard } from './goal-board.tsx';
import './dashboard.css';

// Seen once, before the first goal (a new account starts in goal setup): its words load only then.
const DashboardEmpty = lazy(async () => ({ default: (await import('./dashboard-empty.tsx')).DashboardEmpty }));

function BoardBody() {
  const { data: user } = useCurrentUser();
  const dashboard = useDashboard(user?.id);
  const goals = dashboard.data?.goals;

  if (dashboard.isError) {
    return <RetryButton failure="Your dashboard could not be loaded." onRetry={() => void dashboard.refetch()} />;
  }
  if (!user || !goals) {
    return (
      <p className="page-loading" role="status">
        Loading...
      </p>
    );
  }
  if (goals.length === 0) {
    return (
      <Suspense fallback={null}>
        <DashboardEmpty />
      </Suspense>
    );
  }
  return <GoalBoard goals={goals} userId={user.id} />;
}

export function DashboardBoard() {
  const { data: user } = useCurrentUser();
  const goals = useDashboard(user?.id).data?.goals;

  return (
    <div className="dashboard">
      <div className="page-header">
        <h1>Your Dashboard</h1>
        {goals && goals.length > 0 && (
          <Link className="btn" to="/goal-setup">
            Add New Goal
          </Link>
        )}
      </div>
      <BoardBody />
    </div>
  );
}
