import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { Tone } from '@cakewalk/shared/schemas/common.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { clearDraft, useDraftState } from '../../../lib/drafts.ts';
import { focusWhenShown } from '../../../lib/focus.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { TonePicker } from '../../../lib/ui/tone-picker.tsx';
import { GENERATE_FAILED, useBreakdownGoal } from '../api/breakdown-goal.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import {
  addNode,
  childrenAt,
  draftFromBreakdown,
  DraftSchema,
  removeNode,
  moveNode,
  renameNode,
  setRepeat,
  type Draft,
  type NodePath,
} from '../model/breakdown-draft.ts';
import { checkSave, type SaveField } from '../model/save-rules.ts';
import { BreakdownEditor } from './breakdown-editor.tsx';
import { GoalPromptForm } from './goal-prompt-form.tsx';
import { SaveGoalPanel } from './save-goal-panel.tsx';
import './goal-setup.css';

/** The dashboard follows 1000 ms after a successful save, long enough to read that it was saved. */
const SAVE_REDIRECT_MS = 1000;

const REPLACE_EDITED_DRAFT =
  'Generate a new breakdown? It replaces the breakdown below, and your changes to it will be lost.';

const TEXT_DRAFT = 'goal-setup-text';
const PLAN_DRAFT = 'goal-setup-plan';

/** The generated plan as the user is shaping it; kept as a draft until it is saved. */
const Plan = z.object({
  draft: DraftSchema,
  // Set by the user's own edits only, so a fresh AI breakdown is replaced without asking.
  edited: z.boolean(),
  suggestedTone: Tone,
  tone: z.union([Tone, z.literal('')]),
  // The due date read from the goal's words, which the user may change or clear ('' is none).
  dueDate: z.optional(z.string()),
  // Why the plan is a starter plan, or came from the built-in planner.
  notice: z.optional(z.string()),
});
type Plan = z.infer<typeof Plan>;

const TONE_FIELD = 'goal-tone';

/** The server's reason for a goal it cannot plan ("Describe your goal in words."); else the spec's line. */
const generateFailure = (error: Error) => (error instanceof ApiError && error.status === 400 ? error.message : GENERATE_FAILED);

function fieldId(field: SaveField): string {
  if (field.kind === 'title') return 'goal-title';
  if (field.kind === 'tone') return TONE_FIELD;
  return `draft-${field.key}`;
}

export function GoalSetupPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const generateMutation = useBreakdownGoal();
  const saveMutation = useCreateGoal();
  const [text, setText] = useDraftState(TEXT_DRAFT, z.string(), '');
  const [plan, setPlan] = useDraftState<Plan | null>(PLAN_DRAFT, z.nullable(Plan), null);
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);
  const [saveError, setSaveError] = useState<string | null>(null);
  const savedGoalId = saveMutation.data?.id;

  useEffect(() => {
    if (!savedGoalId) return undefined;
    const timer = setTimeout(
      () => navigate(`/dashboard?goal=${encodeURIComponent(savedGoalId)}`, { state: { planSaved: true } }),
      SAVE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [savedGoalId, navigate]);

  function generate() {
    if (plan?.edited && !window.confirm(REPLACE_EDITED_DRAFT)) return;
    generateMutation.mutate(
      { goal: text.trim(), detail },
      {
        onSuccess: (breakdown) => {
          // The suggested tone starts chosen; the user changes it with one click.
          setPlan({
            draft: draftFromBreakdown(breakdown),
            edited: false,
            suggestedTone: breakdown.tone,
            tone: breakdown.tone,
            dueDate: breakdown.due_date ?? '',
            ...(breakdown.notice ? { notice: breakdown.notice } : {}),
          });
          setSaveError(null);
        },
      },
    );
  }

  // A failed save keeps the page and the user's edits, with the error shown: nothing typed is lost.
  function save() {
    if (!plan) return;
    const check = checkSave({ userId: user?.id, tone: plan.tone, draft: plan.draft, description: text, dueDate: plan.dueDate ?? '' });
    if ('error' in check) {
      setSaveError(check.error);
      if (check.field) focusWhenShown(fieldId(check.field));
      return;
    }
    setSaveError(null);
    saveMutation.mutate(check.body, {
      onSuccess: () => {
        clearDraft(TEXT_DRAFT);
        clearDraft(PLAN_DRAFT);
      },
      onError: (error) => setSaveError(error.message),
    });
  }

  const edit = (change: (current: Draft) => Draft) =>
    setPlan((current) => current && { ...current, draft: change(current.draft), edited: true });

  function add(parent: NodePath) {
    if (!plan) return;
    const next = addNode(plan.draft, parent);
    setPlan({ ...plan, draft: next, edited: true });
    // A new step gets focus, so it can be named at once.
    const added = childrenAt(next, parent).at(-1);
    if (added) focusWhenShown(`draft-${added.key}`);
  }

  return (
    <div className="container page medium goal-setup">
      <title>Goal Setup · Cakewalk</title>
      <h1>Goal Setup</h1>
      <p className="muted intro">
        Tell us what you want to achieve, in your own words. Our owl will slice it into steps you can start today.
      </p>
      <GoalPromptForm
        text={text}
        onTextChange={setText}
        detail={detail}
        onDetailChange={setDetail}
        generating={generateMutation.isPending}
        onGenerate={generate}
      />
      {generateMutation.isError && <FormError>{generateFailure(generateMutation.error)}</FormError>}
      {plan && (
        <>
          {plan.notice && (
            <p className="card plan-notice" role="status">
              {plan.notice}
            </p>
          )}
          <section className="card save-goal" aria-labelledby="save-goal-heading">
            <h2 id="save-goal-heading">Coaching tone</h2>
            <TonePicker
              id={TONE_FIELD}
              value={plan.tone}
              suggested={plan.suggestedTone}
              onChange={(tone) => setPlan({ ...plan, tone })}
            />
            <InputField
              id="goal-due-date"
              label="Due date (optional)"
              type="date"
              value={plan.dueDate ?? ''}
              onValueChange={(dueDate) => setPlan({ ...plan, dueDate })}
            />
          </section>
          <BreakdownEditor
            draft={plan.draft}
            onTitleChange={(title) => edit((current) => ({ ...current, title }))}
            onRename={(path, title) => edit((current) => renameNode(current, path, title))}
            onRemove={(path) => edit((current) => removeNode(current, path))}
            onAdd={add}
            onMove={(path, by) => edit((current) => moveNode(current, path, by))}
            onRepeat={(path, repeat) => edit((current) => setRepeat(current, path, repeat))}
          />
          <SaveGoalPanel
            onSave={save}
            saving={saveMutation.isPending}
            saved={saveMutation.isSuccess}
            error={saveError}
          />
        </>
      )}
    </div>
  );
}
