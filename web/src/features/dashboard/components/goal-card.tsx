import { Link } from 'react-router';
import type { Goal, Subgoal } from '@cakewalk/shared/schemas/goal.ts';
import { progressPercent } from '@cakewalk/shared/rules/progress.ts';
import { statusLabel } from '@cakewalk/shared/rules/status-icon.ts';
import { StatusGlyph } from '../../../lib/ui/status-icon.tsx';
import { BoardCard } from './board-card.tsx';
import { PickList } from './pick-list.tsx';

const DELETE_CONFIRM = 'Are you sure you want to delete this goal?';

interface GoalCardProps {
  goal: Goal;
  subgoals: readonly Subgoal[];
  selectedSubgoalId: string | undefined;
  onSelectSubgoal: (id: string) => void;
  onDelete: () => void;
  deleting: boolean;
}

export function GoalCard({ goal, subgoals, selectedSubgoalId, onSelectSubgoal, onDelete, deleting }: GoalCardProps) {
  function confirmDelete() {
    if (window.confirm(DELETE_CONFIRM)) onDelete();
  }

  return (
    <BoardCard
      headingId="goal-card-title"
      kicker="Goal · the cake"
      title={goal.title}
      percent={progressPercent(goal.subgoals)}
    >
      <p className="card-status">
        Status: <StatusGlyph status={goal.status} /> {statusLabel(goal.status)}
      </p>
      <div className="btn-row card-actions">
        <Link className="btn btn-small btn-secondary" to={`/edit-goal/${encodeURIComponent(goal.id)}`}>
          Edit
        </Link>
        <button type="button" className="btn btn-small btn-danger" onClick={confirmDelete} disabled={deleting}>
          Delete
        </button>
      </div>
      <h3>Subgoals</h3>
      <PickList
        label="Subgoals"
        items={subgoals}
        selectedId={selectedSubgoalId}
        onPick={onSelectSubgoal}
        empty="No subgoals match this filter."
      />
    </BoardCard>
  );
}
