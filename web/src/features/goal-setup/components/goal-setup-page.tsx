import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { Tone } from '@cakewalk/shared/schemas/common.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { clearDraft, useDraftState } from '../../../lib/drafts.ts';
import { focusWhenShown } from '../../../lib/focus.ts';
import { draftFromBreakdown, DraftSchema, type Draft } from '../../../lib/plan-editor/breakdown-draft.ts';
import type { PlanEditorHandle } from '../../../lib/plan-editor/plan-editor.tsx';
import { saveOnShortcut } from '../../../lib/plan-editor/save-shortcut.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { GENERATE_FAILED, useBreakdownGoal } from '../api/breakdown-goal.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import { checkSave, type SaveField } from '../model/save-rules.ts';
import { GoalPromptForm } from './goal-prompt-form.tsx';
import { PlanDetails, TONE_FIELD } from './plan-details.tsx';
import { SaveGoalPanel } from './save-goal-panel.tsx';
import './goal-setup.css';

// The editor (and its menu) loads once there is a plan to show, so the page's first load stays
// within its budget; it starts loading as the page opens, before Generate is pressed.
const loadEditor = () => import('../../../lib/plan-editor/plan-editor.tsx');
const PlanEditor = lazy(loadEditor);

/** The dashboard follows 1000 ms after a successful save, long enough to read that it was saved. */
const SAVE_REDIRECT_MS = 1000;

const REPLACE_EDITED_DRAFT =
  'Generate a new breakdown? It replaces the breakdown below, and your changes to it will be lost.';

const TEXT_DRAFT = 'goal-setup-text';
const PLAN_DRAFT = 'goal-setup-plan';
const BREAKDOWN_HEADING = 'breakdown-heading';

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

/** A failed save check: its words, and the field they are about. */
interface SaveProblem {
  text: string;
  field?: SaveField;
}

/** The server's reason for a goal it cannot plan ("Describe your goal in words."); else the spec's line. */
const generateFailure = (error: Error) => (error instanceof ApiError && error.status === 400 ? error.message : GENERATE_FAILED);

export function GoalSetupPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const generateMutation = useBreakdownGoal();
  const saveMutation = useCreateGoal();
  const [text, setText] = useDraftState(TEXT_DRAFT, z.string(), '');
  const [plan, setPlan] = useDraftState<Plan | null>(PLAN_DRAFT, z.nullable(Plan), null);
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const editor = useRef<PlanEditorHandle>(null);
  const savedGoalId = saveMutation.data?.id;

  useEffect(() => {
    void loadEditor();
  }, []);

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
          setProblem(null);
          // The plan is below the fold on a phone: take the reader to it.
          focusWhenShown(BREAKDOWN_HEADING, { scrollToTop: true, frames: 120 });
        },
      },
    );
  }

  function showProblem(found: SaveProblem) {
    setProblem(found);
    if (found.field?.kind === 'title') focusWhenShown('goal-title');
    else if (found.field?.kind === 'tone') focusWhenShown(TONE_FIELD);
    else if (found.field?.kind === 'step') editor.current?.reveal(found.field.key);
  }

  // A failed save keeps the page and the user's edits, with the error shown: nothing typed is lost.
  function save() {
    if (!plan || saveMutation.isPending || saveMutation.isSuccess) return;
    const check = checkSave({ userId: user?.id, tone: plan.tone, draft: plan.draft, description: text, dueDate: plan.dueDate ?? '' });
    if ('error' in check) return showProblem({ text: check.error, ...(check.field ? { field: check.field } : {}) });
    setProblem(null);
    saveMutation.mutate(check.body, {
      onSuccess: () => {
        clearDraft(TEXT_DRAFT);
        clearDraft(PLAN_DRAFT);
      },
      onError: (error) => setProblem({ text: error.message }),
    });
  }

  const edit = (change: (current: Draft) => Draft) =>
    setPlan((current) => current && { ...current, draft: change(current.draft), edited: true });
  const titleProblem = problem?.field?.kind === 'title' ? problem.text : null;

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
        <div className="goal-setup-plan" onKeyDown={(event) => saveOnShortcut(event, save)}>
          {plan.notice && (
            <p className="card plan-notice" role="status">
              {plan.notice}
            </p>
          )}
          <Suspense fallback={<p className="page-loading" role="status">Loading your breakdown...</p>}>
            <PlanEditor
              ref={editor}
              draft={plan.draft}
              onEdit={edit}
              heading="Your breakdown"
              headingId={BREAKDOWN_HEADING}
              titleField
              titleError={titleProblem}
            />
          </Suspense>
          <PlanDetails
            tone={plan.tone}
            suggestedTone={plan.suggestedTone}
            onToneChange={(tone) => setPlan({ ...plan, tone })}
            dueDate={plan.dueDate ?? ''}
            onDueDateChange={(dueDate) => setPlan({ ...plan, dueDate })}
          />
          <SaveGoalPanel
            onSave={save}
            saving={saveMutation.isPending}
            saved={saveMutation.isSuccess}
            error={problem && !titleProblem ? problem.text : null}
          />
        </div>
      )}
    </div>
  );
}
