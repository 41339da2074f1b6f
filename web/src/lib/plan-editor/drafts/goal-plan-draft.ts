import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { Tone } from '@cakewalk/shared/schemas/common.ts';
import { draftFromBreakdown, DraftSchema } from './breakdown-draft.ts';

// A new goal's words and its generated plan, as goal setup keeps them until the plan is saved.
// The landing page's goal box makes the same two before any account, and sign-up hands them on,
// so goal setup opens with the visitor's plan in place.

export const GOAL_TEXT_DRAFT = 'goal-setup-text';
export const GOAL_PLAN_DRAFT = 'goal-setup-plan';

/** The generated plan as the user is shaping it; kept as a draft until it is saved. */
export const GoalPlanDraft = z.object({
  draft: DraftSchema,
  // Set by the user's own edits only, so a fresh AI breakdown is replaced without asking.
  edited: z.boolean(),
  suggestedTone: Tone,
  tone: z.union([Tone, z.literal('')]),
  // The due date read from the goal's words, which the user may change or clear ('' is none).
  dueDate: z.optional(z.string()),
  // Whether the goal's words named a date; when not, the due date offers quick choices.
  dateRead: z.optional(z.boolean()),
  // The date as read from the words, so the plan can say which date is the reading and which the person's.
  readDueDate: z.optional(z.string()),
  // Why the plan is a starter plan, or came from the built-in planner.
  notice: z.optional(z.string()),
  // Made from the answer about what gets in the way; the user may change, add or clear it.
  ifThen: z.optional(z.object({ if: z.string(), then: z.string() })),
});
export type GoalPlanDraft = z.infer<typeof GoalPlanDraft>;

/** A plan fresh from the planner, with its suggested tone chosen: the user changes it with one click. */
export function goalPlanDraft(breakdown: Breakdown): GoalPlanDraft {
  return {
    draft: draftFromBreakdown(breakdown),
    edited: false,
    suggestedTone: breakdown.tone,
    tone: breakdown.tone,
    dueDate: breakdown.due_date ?? '',
    dateRead: breakdown.due_date !== null,
    ...(breakdown.due_date ? { readDueDate: breakdown.due_date } : {}),
    ...(breakdown.notice ? { notice: breakdown.notice } : {}),
    ...(breakdown.if_then ? { ifThen: breakdown.if_then } : {}),
  };
}
