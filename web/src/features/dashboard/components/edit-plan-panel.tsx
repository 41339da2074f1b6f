import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { ApiError } from '../../../lib/infra/api-client.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { firstUntitled, type Draft } from '../../../lib/plan-editor/drafts/breakdown-draft.ts';
import PlanEditor, { type PlanEditorHandle } from '../../../lib/plan-editor/plan-editor.tsx';
import { draftFromGoal, planBodyFromDraft } from '../../../lib/plan-editor/drafts/plan-draft.ts';
import { SAVE_SHORTCUT, saveOnShortcut } from '../../../lib/plan-editor/save-shortcut.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { useUpdatePlan } from '../../../lib/goals/update-plan.ts';

interface EditPlanPanelProps {
  goal: Goal;
  userId: string;
  onClose: () => void;
}

const UNTITLED = 'Name every step before saving.';
const HEADING = 'edit-plan-heading';

/** The plan editor on a saved plan: Save sends the plan at the version it was read at. */
export default function EditPlanPanel({ goal, userId, onClose }: EditPlanPanelProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftFromGoal(goal));
  const [version, setVersion] = useState(goal.version);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const editor = useRef<PlanEditorHandle>(null);
  const mutation = useUpdatePlan(userId);

  // Opening the editor replaces the board: focus goes to its heading, not to the page.
  useEffect(() => focusWhenShown(HEADING, { scrollToTop: true }), []);

  function save() {
    if (mutation.isPending) return;
    const untitled = firstUntitled(draft.subgoals);
    if (untitled) {
      setProblem({ text: UNTITLED, stale: false });
      editor.current?.reveal(untitled.key);
      return;
    }
    setProblem(null);
    mutation.mutate(
      { goal, body: planBodyFromDraft(goal, draft, version) },
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
    <div className="edit-plan" onKeyDown={(event) => saveOnShortcut(event, save)}>
      <PlanEditor
        ref={editor}
        draft={draft}
        onEdit={setDraft}
        heading={`Edit plan: ${goal.title}`}
        headingId={HEADING}
      />
      <div className="save-bar">
        {problem && (
          <div className="save-bar-messages form-error" id="edit-plan-problem" role="alert" tabIndex={-1}>
            <p>{problem.text}</p>
            {problem.stale && (
              <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
                Reload the plan
              </button>
            )}
          </div>
        )}
        <button type="button" className="btn" onClick={save} disabled={mutation.isPending} aria-keyshortcuts={SAVE_SHORTCUT}>
          {mutation.isPending ? 'Saving...' : 'Save plan'}
        </button>
        <button type="button" className="btn btn-quiet" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </button>
      </div>
    </div>
  );
}
