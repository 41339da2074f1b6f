import { isPastDueDate, PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import { CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { ifThenOf, type IfThenDraft, type IfThenHalf } from '../../../lib/if-then/if-then.ts';
import { draftSubgoals, firstUntitled, type Draft } from '../../../lib/plan-editor/drafts/breakdown-draft.ts';

const USER_NOT_LOADED = 'User not loaded. Please log in again.';
const MISSING_TITLE = 'Missing goal title.';
const MISSING_TONE = 'Missing tone.';
const STEP_NEEDS_TITLE = 'Every step needs a title.';

interface SaveInput {
  userId: string | undefined;
  tone: Tone | '';
  draft: Draft;
  description: string;
  /** YYYY-MM-DD, or '' for none. */
  dueDate?: string;
  /** The user's day, 'YYYY-MM-DD': a due date before it is refused. */
  today: string;
  ifThen: IfThenDraft;
}

/** The field a failed check is about, so the page can move focus to it. */
export type SaveField = { kind: 'title' } | { kind: 'tone' } | { kind: 'due' } | { kind: 'step'; key: string } | { kind: 'if-then'; half: IfThenHalf };

type SaveCheck = { body: CreateGoalBody } | { error: string; field?: SaveField };

/** The form's own checks first, in the order a user meets them, each naming its field, then the shared schema for the steps. */
export function checkSave({ userId, tone, draft, description, dueDate = '', today, ifThen }: SaveInput): SaveCheck {
  if (!userId) return { error: USER_NOT_LOADED };
  const title = draft.title.trim();
  if (!title) return { error: MISSING_TITLE, field: { kind: 'title' } };
  if (!tone) return { error: MISSING_TONE, field: { kind: 'tone' } };
  if (isPastDueDate(dueDate, today)) return { error: PAST_DUE_DATE, field: { kind: 'due' } };
  const plan = ifThenOf(ifThen);
  if ('error' in plan) return { error: plan.error, field: { kind: 'if-then', half: plan.half } };
  const parsed = CreateGoalBody.safeParse({
    user_id: userId,
    title,
    tone,
    subgoals: draftSubgoals(draft),
    description: description.trim(),
    ...(dueDate ? { due_date: dueDate } : {}),
    ...(plan.ifThen && { if_then: plan.ifThen }),
  });
  if (parsed.success) return { body: parsed.data };
  const untitled = firstUntitled(draft.subgoals);
  return { error: STEP_NEEDS_TITLE, field: untitled && { kind: 'step', key: untitled.key } };
}
