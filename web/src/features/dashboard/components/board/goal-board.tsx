import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { DEFAULT_STATUS_FILTER, type StatusFilter } from '../../model/selection.ts';
import { announce } from '../../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../../lib/a11y/focus.ts';
import { showToast } from '../../../../lib/infra/toasts.tsx';
import { useDeleteGoal } from '../../api/delete-goal.ts';
import { resolveSelection, type Selection, type SelectionChoice } from '../../model/resolve-selection.ts';
import { EDIT_PLAN_BUTTON, GoalCard } from './goal-card.tsx';
import { GoalSelector } from './goal-selector.tsx';
import { MicrotaskCard } from './microtask-card.tsx';
import { NextBiteCard } from './next-bite-card.tsx';
import { StatusFilterBar } from './status-filter.tsx';
import { SubgoalCard } from './subgoal-card.tsx';

// The editor loads only when asked for, so the dashboard's first load stays within its budget.
const EditPlanPanel = lazy(() => import('../edit-plan-panel.tsx'));

/** The choices above a level stay fixed when a lower level changes, even if defaults would shift. */
function pinned(selection: Selection): SelectionChoice {
  return { goalId: selection.goal?.id, subgoalId: selection.subgoal?.id, taskId: selection.task?.id };
}

/**
 * Goal setup and edit goal come back with `?goal=<id>` and say the plan was saved, until the
 * first thing the person does (a tick, a breakdown, an edit): then the words have done their job.
 */
function useOpenedGoal() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const planSaved = (location.state as { planSaved?: boolean } | null)?.planSaved === true;
  const acting = useIsMutating() > 0;
  // Replacing the entry without its state forgets "saved", a reload included.
  const forgetSaved = () => setParams(params, { replace: true });
  useEffect(() => {
    if (planSaved && acting) setParams(params, { replace: true });
  }, [planSaved, acting, params, setParams]);
  return {
    goalId: params.get('goal') ?? undefined,
    planSaved,
    forgetSaved,
    /** Keeps the address on the goal shown, so a reload opens it again. */
    show: (goalId: string | undefined) => setParams(goalId ? { goal: goalId } : {}, { replace: true }),
  };
}

export function GoalBoard({ goals, userId }: { goals: readonly Goal[]; userId: string }) {
  const opened = useOpenedGoal();
  const [filter, setFilter] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [choice, setChoice] = useState<SelectionChoice>({ goalId: opened.goalId });
  const [editingPlan, setEditingPlan] = useState(false);
  const deleteMutation = useDeleteGoal(userId);
  const selection = resolveSelection(goals, filter, choice);
  const { goal } = selection;

  // Choosing a level clears the choices below it: a new goal resets the subgoal, a new subgoal
  // the task, a new task the microtask.
  const selectGoal = (goalId: string) => {
    setChoice({ goalId });
    opened.show(goalId);
  };
  const selectSubgoal = (subgoalId: string) => setChoice({ goalId: goal?.id, subgoalId });
  const selectTask = (taskId: string) => setChoice({ ...pinned(selection), taskId });
  const pickMicrotask = (id: string) =>
    setChoice({ ...pinned(selection), microtaskId: selection.microtask?.id === id ? null : id });
  const keepMicrotask = (id: string) => setChoice({ ...pinned(selection), microtaskId: id });
  const clearMicrotask = () => setChoice({ ...pinned(selection), microtaskId: null });

  // Back on the board, focus returns to the button that opened the editor.
  function closePlanEditor() {
    setEditingPlan(false);
    focusWhenShown(EDIT_PLAN_BUTTON);
  }

  function deleteGoal(deleted: Goal) {
    deleteMutation.mutate(deleted.id, {
      onSuccess: () => {
        setChoice({});
        opened.show(undefined);
        showToast('success', `Deleted “${deleted.title}”`);
        announce(`Deleted ${deleted.title}`);
        // The Delete button has gone with its goal; the goal picker is where to carry on.
        focusWhenShown('goal-selector');
      },
    });
  }

  if (goal && editingPlan) {
    return (
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading the editor...
          </p>
        }
      >
        <EditPlanPanel key={goal.id} goal={goal} userId={userId} onClose={closePlanEditor} />
      </Suspense>
    );
  }

  return (
    <>
      <div className="board-toolbar">
        <GoalSelector goals={goals} value={goal?.id} onChange={selectGoal} />
      </div>
      {goal && (
        <NextBiteCard
          key={goal.id}
          goal={goal}
          userId={userId}
          planSaved={opened.planSaved && goal.id === opened.goalId}
        />
      )}
      <div className="board-toolbar">
        <StatusFilterBar value={filter} onChange={setFilter} />
      </div>
      <div className="board-cards">
        {goal && (
          <GoalCard
            goal={goal}
            userId={userId}
            subgoals={selection.subgoals}
            selectedSubgoalId={selection.subgoal?.id}
            onSelectSubgoal={selectSubgoal}
            onDelete={() => deleteGoal(goal)}
            deleting={deleteMutation.isPending}
            onEditPlan={() => {
              opened.forgetSaved();
              setEditingPlan(true);
            }}
          />
        )}
        <SubgoalCard
          subgoal={selection.subgoal}
          tasks={selection.tasks}
          selectedTaskId={selection.task?.id}
          onSelectTask={selectTask}
        />
        <MicrotaskCard
          userId={userId}
          goal={goal}
          task={selection.task}
          selected={selection.microtask}
          onPick={pickMicrotask}
          onKeep={keepMicrotask}
          onBrokenDown={clearMicrotask}
        />
      </div>
    </>
  );
}
