import type { FormEvent } from 'react';
import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { TextAreaField } from '../../../../lib/ui/field.tsx';
import { FormError } from '../../../../lib/ui/form-message.tsx';
import type { TryGoal } from './use-try-goal.ts';
import './try-goal.css';

export const GOAL_BOX_FIELD = 'try-goal-text';

/** Why the goal cannot be planned yet, said before the server has to. */
function problemWith(text: string): string | null {
  if (text.trim() !== '' && !hasWords(text)) return GOAL_NEEDS_WORDS;
  if (text.length > LIMITS.goalText.max) return `Keep it under ${LIMITS.goalText.max.toLocaleString('en-US')} characters.`;
  return null;
}

/** The hero's goal box: a visitor's goal in their own words, planned without an account. */
export function GoalBox({ tryGoal }: { tryGoal: TryGoal }) {
  const { text, setText, start, busy, asking, plan, error } = tryGoal;
  const problem = problemWith(text);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== '' && !problem) start();
  }

  return (
    <form className="card form goal-box" onSubmit={submit} aria-label="Try it: plan a goal">
      <TextAreaField
        id={GOAL_BOX_FIELD}
        label="What do you want to achieve?"
        rows={2}
        placeholder="Run a 10k by March"
        hint="Try it now: no account needed, and nothing is saved until you sign up."
        error={problem}
        value={text}
        onValueChange={setText}
      />
      {error && !asking && !plan && <FormError>{error}</FormError>}
      <button className="btn btn-large" type="submit" disabled={busy || text.trim() === '' || problem !== null}>
        {busy ? 'Planning...' : 'Plan my goal'}
      </button>
    </form>
  );
}
