import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import type { GoalAnswer, GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import { ApiError } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { clearDraft, useDraftState } from '../../../lib/drafts/drafts.ts';
import { isFirstGoal, isKeptPlan, type TodayArrival } from '../../../lib/goals/first-goal.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { browserTimeZone } from '../../../lib/infra/time-zone.ts';
import { ifThenFieldId, NO_IF_THEN } from '../../../lib/if-then/if-then.ts';
import type { Draft } from '../../../lib/plan-editor/drafts/breakdown-draft.ts';
import { GOAL_PLAN_DRAFT, GOAL_TEXT_DRAFT, GoalPlanDraft, goalPlanDraft } from '../../../lib/plan-editor/drafts/goal-plan-draft.ts';
import type { PlanEditorHandle } from '../../../lib/plan-editor/plan-editor.tsx';
import { saveOnShortcut } from '../../../lib/plan-editor/save-shortcut.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { GENERATE_FAILED, useBreakdownGoal } from '../api/breakdown-goal.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import { useGoalQuestions } from '../api/goal-questions.ts';
import { checkSave, type SaveField } from '../model/save-rules.ts';
import { GoalPromptForm } from './goal-prompt-form.tsx';
import { QUESTIONS_HEADING } from '../../../lib/goal-questions/questions-heading.ts';
import { DUE_DATE_FIELD, TONE_FIELD } from '../model/field-ids.ts';
import { SaveGoalPanel } from './save-goal-panel.tsx';
import './goal-setup.css';

// The editor (and its menu) loads once there is a plan to show, so the page's first load stays
// within its budget; it starts loading as the page opens, before Generate is pressed.
// The questions come back from the coach after the goal is written, so their step's code loads
// meanwhile, started as this page's code runs, rather than before the first paint.
const questionsStepCode = import('../../../lib/goal-questions/goal-questions-step.tsx');
// A failed load shows in the page's error boundary once the step renders; until then it is not an error.
questionsStepCode.catch(() => undefined);
const GoalQuestionsStep = lazy(async () => ({ default: (await questionsStepCode).GoalQuestionsStep }));
const loadEditor = () => import('../../../lib/plan-editor/plan-editor.tsx');
const PlanEditor = lazy(loadEditor);
// Said and asked once a plan is there, like the editor: kept off the first load too, and loaded with it.
const DueDateLine = lazy(() => import('./due-date-line.tsx'));
const loadPlanDetails = () => import('./plan-details.tsx');
const PlanDetails = lazy(async () => ({ default: (await loadPlanDetails()).PlanDetails }));
const loadIfThenFields = () => import('../../../lib/if-then/if-then-fields.tsx');
const IfThenFields = lazy(async () => ({ default: (await loadIfThenFields()).IfThenFields }));

/**
 * The dashboard (or Today, after a new account's first goal) follows 1000 ms after a successful
 * save, long enough to read that it was saved.
 */
const SAVE_REDIRECT_MS = 1000;

const REPLACE_EDITED_DRAFT =
  'Generate a new breakdown? It replaces the breakdown below, and your changes to it will be lost.';

const BREAKDOWN_HEADING = 'breakdown-heading';
const PLAN_KEPT = 'plan-kept';
const IF_THEN_FIELDS = 'goal-if-then';


/** A failed save check: its words, and the field they are about. */
interface SaveProblem {
  text: string;
  field?: SaveField;
}

/** What a plan is made from: the goal's words and the detail level as they were at Generate. */
interface PlanRequest {
  goal: string;
  detail: number;
}

/** The questions asked about a goal, waiting for answers or Skip. */
interface Asking extends PlanRequest {
  questions: GoalQuestion[];
}

/** A new account's one line on arriving here, by the first word of the name it gave. */
function welcomeWords(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return `Welcome${first ? `, ${first}` : ''}. Your account is ready; your first goal starts here.`;
}

const refused = (error: Error | null) => error instanceof ApiError && error.status === 400;

/** The server's reason for a goal it cannot plan ("Describe your goal in words."); else the spec's line. */
const generateFailure = (error: Error) => (refused(error) ? error.message : GENERATE_FAILED);

export function GoalSetupPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const firstGoal = isFirstGoal(state);
  const today = dayIn(new Date(), browserTimeZone());
  const { data: user } = useCurrentUser();
  const questionsMutation = useGoalQuestions();
  const generateMutation = useBreakdownGoal();
  const [asking, setAsking] = useState<Asking | null>(null);
  const saveMutation = useCreateGoal();
  const [text, setText] = useDraftState(GOAL_TEXT_DRAFT, z.string(), '');
  const [plan, setPlan] = useDraftState<GoalPlanDraft | null>(GOAL_PLAN_DRAFT, z.nullable(GoalPlanDraft), null);
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const editor = useRef<PlanEditorHandle>(null);
  const savedGoalId = saveMutation.data?.id;

  // A plan made on the landing page arrives with the new account, whose "Save and start" asked for
  // it to be saved: it is, with its suggested tone, and Today follows. Should the save be refused,
  // the page stays open on the plan with the reason, for the person to mend and save.
  const [planKept] = useState(() => isKeptPlan(state) && plan !== null);
  const userId = user?.id;
  // The account it was saved for: a remount (React's development check runs effects twice) must not save it again.
  const keptSavedFor = useRef<string | undefined>(undefined);
  const saveKeptPlan = useEffectEvent(() => {
    focusWhenShown(PLAN_KEPT, { scrollToTop: true });
    save();
  });

  useEffect(() => {
    void Promise.all([loadEditor(), loadPlanDetails(), loadIfThenFields()]);
  }, []);

  useEffect(() => {
    if (!planKept || !userId || keptSavedFor.current === userId) return;
    keptSavedFor.current = userId;
    saveKeptPlan();
  }, [planKept, userId]);

  useEffect(() => {
    if (!savedGoalId) return undefined;
    const timer = setTimeout(() => {
      // Every save lands on Today, the home; a first goal's also offers daily check-ins.
      navigate('/today', { state: { savedGoalId, ...(firstGoal && { offerCheckins: true }) } satisfies TodayArrival });
    }, SAVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [savedGoalId, firstGoal, navigate]);

  function generate() {
    if (plan?.edited && !window.confirm(REPLACE_EDITED_DRAFT)) return;
    const request = { goal: text.trim(), detail };
    setAsking(null);
    generateMutation.reset();
    questionsMutation.mutate({ goal: request.goal }, {
      onSuccess: ({ questions }) => {
        if (questions.length === 0) return makePlan(request, []);
        setAsking({ ...request, questions });
        // The step's code loads beside the questions and may arrive after them, as the plan editor's may below.
        focusWhenShown(QUESTIONS_HEADING, { scrollToTop: true, waitMs: 2000 });
      },
      // The questions only help: when they cannot be had (a busy model, a lost connection) the
      // plan comes without them. A goal the server cannot read is said as for a plan.
      onError: (error) => {
        if (!refused(error)) makePlan(request, []);
      },
    });
  }

  function makePlan({ goal, detail: level }: PlanRequest, answers: GoalAnswer[]) {
    generateMutation.mutate(
      { goal, detail: level, ...(answers.length > 0 && { answers }) },
      {
        onSuccess: (breakdown) => {
          setAsking(null);
          setPlan(goalPlanDraft(breakdown));
          setProblem(null);
          // The plan is below the fold on a phone: take the reader to it.
          focusWhenShown(BREAKDOWN_HEADING, { scrollToTop: true, waitMs: 2000 });
        },
      },
    );
  }

  function showProblem(found: SaveProblem) {
    setProblem(found);
    if (found.field?.kind === 'title') focusWhenShown('goal-title');
    else if (found.field?.kind === 'tone') focusWhenShown(TONE_FIELD);
    else if (found.field?.kind === 'due') focusWhenShown(DUE_DATE_FIELD);
    else if (found.field?.kind === 'if-then') focusWhenShown(ifThenFieldId(IF_THEN_FIELDS, found.field.half));
    else if (found.field?.kind === 'step') editor.current?.reveal(found.field.key);
  }

  // A failed save keeps the page and the user's edits, with the error shown: nothing typed is lost.
  function save() {
    if (!plan || saveMutation.isPending || saveMutation.isSuccess) return;
    const check = checkSave({
      userId: user?.id, tone: plan.tone, draft: plan.draft, description: text, dueDate: plan.dueDate ?? '', today, ifThen: plan.ifThen ?? NO_IF_THEN,
    });
    if ('error' in check) return showProblem({ text: check.error, ...(check.field ? { field: check.field } : {}) });
    setProblem(null);
    saveMutation.mutate(check.body, {
      onSuccess: () => {
        clearDraft(GOAL_TEXT_DRAFT);
        clearDraft(GOAL_PLAN_DRAFT);
      },
      // The server has the last word on the date (the user's day where their settings say).
      onError: (error) => showProblem({ text: error.message, ...(error.message === PAST_DUE_DATE && { field: { kind: 'due' } }) }),
    });
  }

  const edit = (change: (current: Draft) => Draft) =>
    setPlan((current) => current && { ...current, draft: change(current.draft), edited: true });
  const titleProblem = problem?.field?.kind === 'title' ? problem.text : null;
  const dueProblem = problem?.field?.kind === 'due' ? problem.text : null;
  const ifThenProblem = problem?.field?.kind === 'if-then' ? { text: problem.text, half: problem.field.half } : null;
  const generateError = generateMutation.error ?? (refused(questionsMutation.error) ? questionsMutation.error : null);

  return (
    <div className="container page medium goal-setup">
      <title>Goal Setup · Cakewalk</title>
      <h1>Goal Setup</h1>
      {firstGoal && user && <p className="goal-setup-welcome">{welcomeWords(user.name)}</p>}
      <p className="muted intro">
        Tell us what you want to achieve, in your own words. Our owl will slice it into steps you can start today.
      </p>
      <GoalPromptForm
        text={text}
        onTextChange={setText}
        detail={detail}
        onDetailChange={setDetail}
        generating={questionsMutation.isPending || generateMutation.isPending}
        onGenerate={generate}
      />
      {asking ? (
        <Suspense fallback={null}>
          <GoalQuestionsStep
            questions={asking.questions}
            planning={generateMutation.isPending}
            error={generateError && generateFailure(generateError)}
            onPlan={(answers) => makePlan(asking, answers)}
            onSkip={() => makePlan(asking, [])}
          />
        </Suspense>
      ) : (
        generateError && <FormError>{generateFailure(generateError)}</FormError>
      )}
      {plan && (
        <div className="goal-setup-plan" onKeyDown={(event) => saveOnShortcut(event, save)}>
          {planKept && !plan.edited && (
            <p className="card plan-notice" id={PLAN_KEPT} tabIndex={-1} role="status">
              {problem
                ? 'Your plan is here, not saved yet. Mend what is marked, then press Confirm & Save.'
                : 'Saving the plan you made...'}
            </p>
          )}
          {plan.notice && (
            <p className="card plan-notice" role="status">
              {plan.notice}
            </p>
          )}
          <Suspense fallback={<p className="page-loading" role="status">Loading your breakdown...</p>}>
            <DueDateLine dueDate={plan.dueDate} readDueDate={plan.readDueDate} />
            <PlanEditor
              ref={editor}
              draft={plan.draft}
              onEdit={edit}
              heading="Your breakdown"
              headingId={BREAKDOWN_HEADING}
              titleField
              titleError={titleProblem}
              newGoal={{ dueDate: plan.dueDate || null }}
            />
            <PlanDetails
              tone={plan.tone}
              suggestedTone={plan.suggestedTone}
              onToneChange={(tone) => setPlan({ ...plan, tone })}
              dueDate={plan.dueDate ?? ''}
              onDueDateChange={(dueDate) => {
                setPlan({ ...plan, dueDate });
                if (dueProblem) setProblem(null);
              }}
              today={today}
              offerDateChips={plan.dateRead === false}
              dueError={dueProblem}
            />
            <section className="card" aria-label="If-then plan">
              <IfThenFields
                idPrefix={IF_THEN_FIELDS}
                value={plan.ifThen ?? NO_IF_THEN}
                onChange={(ifThen) => setPlan({ ...plan, ifThen })}
                error={ifThenProblem}
              />
            </section>
          </Suspense>
          <SaveGoalPanel
            onSave={save}
            saving={saveMutation.isPending}
            saved={saveMutation.isSuccess}
            error={problem && !titleProblem && !dueProblem && !ifThenProblem ? problem.text : null}
          />
        </div>
      )}
    </div>
  );
}
