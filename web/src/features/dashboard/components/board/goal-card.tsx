import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Goal, Subgoal } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { formatDay } from '../../../../lib/words/day-words.ts';
import { PaceRemediesWhenBehind } from '../../../../lib/pace/pace-remedies-when-behind.tsx';
import { ifThenSentence } from '../../../../lib/if-then/if-then-sentence.ts';
import { statusLabel } from '../../../../lib/words/status-words.ts';
import { browserTimeZone } from '../../../../lib/infra/time-zone.ts';
import { GOAL_WORDS, levelListWords } from '../../../../lib/words/plan-words.ts';
import { StatusGlyph } from '../../../../lib/ui/status-icon.tsx';
import { BoardCard } from './board-card.tsx';
import { PickList } from './pick-list.tsx';

// Loaded when Delete is pressed: the dashboard's first load stays within its budget.
const ConfirmDialog = lazy(() => import('../../../../lib/ui/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

export const EDIT_PLAN_BUTTON = 'edit-plan-button';

interface GoalCardProps {
  goal: Goal;
  userId: string;
  subgoals: readonly Subgoal[];
  selectedSubgoalId: string | undefined;
  onSelectSubgoal: (id: string) => void;
  onDelete: () => void;
  deleting: boolean;
  onEditPlan: () => void;
}

export function GoalCard({
  goal,
  userId,
  subgoals,
  selectedSubgoalId,
  onSelectSubgoal,
  onDelete,
  deleting,
  onEditPlan,
}: GoalCardProps) {
  const [asking, setAsking] = useState(false);
  // Worked out from the tree in the cache, so the bar moves with every bite at once.
  const progress = planProgress(goal);
  const today = dayIn(new Date(), browserTimeZone());
  const pace = goalPace(goal, progress, today);

  return (
    <BoardCard
      headingId="goal-card-title"
      kicker={GOAL_WORDS}
      title={goal.title}
      progress={progress}
      pace={pace}
    >
      <p className="card-status">
        Status: <StatusGlyph status={goal.status} /> {statusLabel(goal.status)}
      </p>
      {goal.due_date && (
        <p className="card-due">
          Due <time dateTime={goal.due_date}>{formatDay(goal.due_date)}</time>
        </p>
      )}
      <PaceRemediesWhenBehind goal={{ ...goal, progress, pace }} today={today} userId={userId} focusAfter={EDIT_PLAN_BUTTON} />
      {goal.if_then && (
        <p className="card-if-then">
          <strong>If-then plan:</strong> {ifThenSentence(goal.if_then)}
        </p>
      )}
      <div className="btn-row card-actions">
        <Link className="btn btn-small btn-secondary" to={`/edit-goal/${encodeURIComponent(goal.id)}`}>
          Edit
        </Link>
        <button id={EDIT_PLAN_BUTTON} type="button" className="btn btn-small btn-secondary" onClick={onEditPlan}>
          Edit plan
        </button>
        <Link className="btn btn-small btn-secondary" to={`/progress?goal=${encodeURIComponent(goal.id)}`}>
          Progress
        </Link>
      </div>
      <h3>{levelListWords(0)}</h3>
      <PickList
        label={levelListWords(0)}
        items={subgoals}
        selectedId={selectedSubgoalId}
        onPick={onSelectSubgoal}
        empty="No subgoals match this filter."
      />
      {/* Apart from Edit and Edit plan, at the foot of the card, so a slip of the thumb cannot reach it. */}
      <div className="card-danger-zone">
        <button type="button" className="btn btn-small btn-danger" onClick={() => setAsking(true)} disabled={deleting}>
          Delete
        </button>
      </div>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Delete “${goal.title}”?`}
            confirmLabel="Delete goal"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              onDelete();
            }}
          >
            <p>This deletes the goal with all its slices, crumbs and bites. It cannot be undone.</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </BoardCard>
  );
}
