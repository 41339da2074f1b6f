import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';

/** The two halves as typed: either may be empty while the person writes. */
export interface IfThenDraft {
  if: string;
  then: string;
}

export const NO_IF_THEN: IfThenDraft = { if: '', then: '' };

export type IfThenHalf = keyof IfThenDraft;

/** The id of a half's input, for focus after a refused save. */
export const ifThenFieldId = (prefix: string, half: IfThenHalf) => `${prefix}-${half}`;

const HALF_MISSING = 'Fill in both halves of the if-then plan, or leave both empty.';

export const draftOf = (ifThen: IfThen | null | undefined): IfThenDraft => ifThen ?? NO_IF_THEN;

/** Both halves empty is no plan; one alone is refused, naming the empty half so the form can focus it. */
export function ifThenOf(draft: IfThenDraft): { ifThen: IfThen | null } | { error: string; half: IfThenHalf } {
  const half = { if: draft.if.trim(), then: draft.then.trim() };
  if (!half.if && !half.then) return { ifThen: null };
  if (!half.if) return { error: HALF_MISSING, half: 'if' };
  if (!half.then) return { error: HALF_MISSING, half: 'then' };
  return { ifThen: half };
}
