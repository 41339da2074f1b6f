import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/infra/api-client.ts';
import { RetryButton } from '../../../lib/ui/retry-button.tsx';
import { useGoal } from '../api/goal.ts';
import { EditGoalForm } from './edit-goal-form.tsx';

function EditGoalBody({ goalId }: { goalId: string }) {
  const goal = useGoal(goalId);
  if (goal.data) return <EditGoalForm key={goal.data.id} goal={goal.data} />;
  if (goal.error instanceof ApiError && goal.error.status === 404) {
    return (
      <div className="card">
        <p>This goal does not exist any more.</p>
        <Link className="btn" to="/dashboard">
          Back to Dashboard
        </Link>
      </div>
    );
  }
  // Any other failure (offline, a busy server) may pass, so it is said and can be retried
  // rather than leaving 'Loading...' up for good.
  if (goal.isError) return <RetryButton failure={goal.error.message} onRetry={() => void goal.refetch()} />;
  return (
    <p className="page-loading" role="status">
      Loading...
    </p>
  );
}

export function EditGoalPage() {
  const { id = '' } = useParams();
  return (
    <div className="container page narrow">
      <title>Edit Goal · Cakewalk</title>
      <h1>Edit Goal</h1>
      <EditGoalBody goalId={id} />
    </div>
  );
}
