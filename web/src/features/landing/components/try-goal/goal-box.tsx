import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { TextAreaField } from '../../../../lib/ui/field.tsx';
import './try-goal.css';

const GOAL_BOX_FIELD = 'try-goal-text';

const TOO_LONG = `Keep it under ${LIMITS.goalText.max.toLocaleString('en-US')} characters.`;

interface GoalBoxProps {
  onPlan: (goal: string) => void;
  /** Called when the visitor first reaches for the box, so the planning code loads meanwhile. */
  onReady: () => void;
}

/**
 * What the visitor typed into the box the build rendered, before the script took it over: a
 * quick typist on a slow phone keeps their words. Empty when the page was not prerendered.
 */
function typedBeforeHydration(): string {
  if (typeof document === 'undefined') return '';
  const box = document.getElementById(GOAL_BOX_FIELD);
  return box instanceof HTMLElement && 'value' in box && typeof box.value === 'string' ? box.value : '';
}

const noChanges = () => () => {};

/**
 * The hero's goal box: a visitor's goal in their own words, planned without an account. The box
 * itself is plain, so the landing page hydrates light; the questions and the plan load on demand.
 */
export function GoalBox({ onPlan, onReady }: GoalBoxProps) {
  // Read while hydrating, before React sets the box to its value, and shown once hydrated: the
  // hydrating render must match the built HTML (an empty box, its button off).
  const [typed] = useState(typedBeforeHydration);
  const [edited, setText] = useState<string>();
  const hydrated = useSyncExternalStore(noChanges, () => true, () => false);
  const text = edited ?? (hydrated ? typed : '');
  const tooLong = text.length > LIMITS.goalText.max;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== '' && !tooLong) onPlan(text.trim());
  }

  return (
    <form className="card form goal-box" onSubmit={submit} onFocus={onReady} aria-label="Try it: plan a goal">
      <TextAreaField
        id={GOAL_BOX_FIELD}
        label="What do you want to achieve?"
        rows={2}
        placeholder="Run a 10k by March"
        hint="Try it now: no account needed, and nothing is saved until you sign up."
        error={tooLong ? TOO_LONG : null}
        value={text}
        onValueChange={setText}
      />
      <button className="btn btn-large" type="submit" disabled={text.trim() === '' || tooLong}>
        Plan my goal
      </button>
    </form>
  );
}
