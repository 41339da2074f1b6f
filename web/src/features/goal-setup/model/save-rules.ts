import { CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { draftSubgoals, type Draft } from './breakdown-draft.ts';

const USER_NOT_LOADED = 'User not loaded. Please log in again.';
const MISSING_TONE_OR_TITLE = 'Missing tone or goal title.';
const STEP_NEEDS_TITLE = 'Every step needs a title.';

interface SaveInput {
  userId: string | undefined;
  tone: Tone | '';
  draft: Draft;
  description: string;
}

type SaveCheck = { body: CreateGoalBody } | { error: string };

/** The form's own checks first, in the order a user meets them, then the shared schema for the steps themselves. */
export function checkSave({ userId, tone, draft, description }: SaveInput): SaveCheck {
  if (!userId) return { error: USER_NOT_LOADED };
  const title = draft.title.trim();
  if (!tone || !title) return { error: MISSING_TONE_OR_TITLE };
  const parsed = CreateGoalBody.safeParse({
    user_id: userId,
    title,
    tone,
    subgoals: draftSubgoals(draft),
    description: description.trim(),
  });
  return parsed.success ? { body: parsed.data } : { error: STEP_NEEDS_TITLE };
}
