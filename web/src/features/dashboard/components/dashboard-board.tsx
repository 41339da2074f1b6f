import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import './dashboard.css';

// The board draws nothing until the goals are in, so its code loads beside their fetch, started as
// this page's code runs, rather than before the first paint.
const goalBoardCode = import('./board/goal-board.tsx');
// A failed load shows in the page's error boundary once the board renders; until then it is not an error.
goalBoardCode.catch(() => undefined);
const GoalBoard = lazy(async () => ({ default: (await goalBoardCode).GoalBoard }));

// Seen once, before the first goal (a new account starts in goal setup): its words load only then.
const DashboardEmpty = lazy(async () => ({ default: (await import('./dashboard-empty.tsx')).DashboardEmpty }));

const LOADING = (
  <p className="page-loading" role="status">
    Loading...
  </p>
);

function BoardBody() {
  const { data: user } = useCurrentUser();
  const dashboard = useDashboard(user?.id);
  const goals = dashboard.data?.goals;

  if (dashboard.isError) {
    return <RetryButton failure="Your dashboard could not be loaded." onRetry={() => void dashboard.refetch()} />;
  }
  if (!user || !goals) return LOADING;
  if (goals.length === 0) {
    return (
      <Suspense fallback={null}>
        <DashboardEmpty />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={LOADING}>
      <GoalBoard goals={goals} userId={user.id} />
    </Suspense>
  );
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
      {/* Beside Today in the header, the one line that tells the two apart. */}
      <p className="muted intro">Every goal's whole plan, to browse and change. Today shows only what to do next.</p>
      <BoardBody />
    </div>
  );
}
