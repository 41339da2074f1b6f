import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { focusWhenShown } from '../../../lib/focus.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toasts.tsx';
import {
  addNode,
  childrenAt,
  firstUntitled,
  moveNode,
  removeNode,
  renameNode,
  setRepeat,
  type Draft,
  type NodePath,
} from '../../goal-setup/model/breakdown-draft.ts';
import { BreakdownEditor } from '../../goal-setup/components/breakdown-editor.tsx';
import '../../goal-setup/components/goal-setup.css';
import { useUpdatePlan } from '../api/update-plan.ts';
import { draftFromGoal, planBodyFromDraft } from '../model/plan-draft.ts';

interface EditPlanPanelProps {
  goal: Goal;
  userId: string;
  onClose: () => void;
}

const UNTITLED = 'Name every step before saving.';

/** The goal-setup editor on a saved plan: Save sends the plan at the version it was read at. */
export default function EditPlanPanel({ goal, userId, onClose }: EditPlanPanelProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftFromGoal(goal));
  const [version, setVersion] = useState(goal.version);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const mutation = useUpdatePlan(userId);

  const edit = (change: (current: Draft) => Draft) => setDraft(change);

  function add(parent: NodePath) {
    const next = addNode(draft, parent);
    setDraft(next);
    const added = childrenAt(next, parent).at(-1);
    if (added) focusWhenShown(`draft-${added.key}`);
  }

  function save() {
    const untitled = firstUntitled(draft.subgoals);
    if (untitled) {
      setProblem({ text: UNTITLED, stale: false });
      focusWhenShown(`draft-${untitled.key}`);
      return;
    }
    setProblem(null);
    mutation.mutate(
      { goalId: goal.id, body: planBodyFromDraft(draft, version) },
      {
        onSuccess: () => {
          showToast('success', 'Plan saved');
          announce('Plan saved');
          onClose();
        },
        onError: (error) => {
          setProblem({ text: error.message, stale: error instanceof ApiError && error.status === 409 });
          focusWhenShown('edit-plan-problem');
        },
      },
    );
  }

  async function reload() {
    const key = queryKeys.dashboard(userId);
    await queryClient.refetchQueries({ queryKey: key });
    const latest = queryClient.getQueryData<Dashboard>(key)?.goals.find((item) => item.id === goal.id);
    if (!latest) return onClose();
    setDraft(draftFromGoal(latest));
    setVersion(latest.version);
    setProblem(null);
    announce('Plan reloaded');
  }

  return (
    <div className="edit-plan">
      <BreakdownEditor
        draft={draft}
        heading={`Edit plan: ${goal.title}`}
        onRename={(path, title) => edit((current) => renameNode(current, path, title))}
        onRemove={(path) => edit((current) => removeNode(current, path))}
        onAdd={add}
        onMove={(path, by) => edit((current) => moveNode(current, path, by))}
        onRepeat={(path, repeat) => edit((current) => setRepeat(current, path, repeat))}
      />
      {problem && (
        <div className="form-error" id="edit-plan-problem" role="alert" tabIndex={-1}>
          <p>{problem.text}</p>
          {problem.stale && (
            <button type="button" className="btn btn-small btn-secondary" onClick={() => void reload()}>
              Reload the plan
            </button>
          )}
        </div>
      )}
      <div className="save-bar">
        <button type="button" className="btn" onClick={save} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save plan'}
        </button>
        <button type="button" className="btn btn-quiet" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </button>
      </div>
    </div>
  );
}
