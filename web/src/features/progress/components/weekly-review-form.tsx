import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { InputField, SelectField } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useSaveWeeklyReview } from '../api/weekly-review.ts';
import { firstBiteChoices, reviewContent } from '../model/weekly-review.ts';

/** One line each: long enough for a sentence, short enough to answer on a phone. */
const LINE_MAX = 200;
const SAVED_ID = 'weekly-review-saved';

/**
 * The weekly review of one goal: what went well, what got in the way (both optional), and the
 * bite next week starts with, picked from the plan. Saved as one reflection.
 */
export function WeeklyReviewForm({ goal, userId }: { goal: Goal; userId: string }) {
  const { current, choices } = firstBiteChoices(goal);
  const [wentWell, setWentWell] = useState('');
  const [inTheWay, setInTheWay] = useState('');
  const [firstBiteId, setFirstBiteId] = useState(current?.id ?? '');
  const save = useSaveWeeklyReview(userId);

  if (save.isSuccess) {
    return (
      <div className="review-saved" id={SAVED_ID} tabIndex={-1} role="status">
        <p>Your review is saved in Your Reflections. Have a good week.</p>
        <p className="btn-row">
          <Link className="btn" to="/today">Go to Today</Link>
          <Link className="btn btn-secondary" to="/reflections">Your Reflections</Link>
        </p>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const picked = choices.find((bite) => bite.id === firstBiteId);
    save.mutate(
      {
        goalId: goal.id,
        content: reviewContent({ wentWell, inTheWay, firstBite: picked?.title }),
        ...(picked && picked.id !== current?.id && { newFirstBite: { id: picked.id, replaces: current?.id } }),
      },
      { onSuccess: () => focusWhenShown(SAVED_ID) },
    );
  }

  return (
    <form className="form weekly-review" onSubmit={submit}>
      <InputField
        id="review-went-well"
        label="What went well?"
        hint="Optional, one line."
        maxLength={LINE_MAX}
        value={wentWell}
        onValueChange={setWentWell}
      />
      <InputField
        id="review-in-the-way"
        label="What got in the way?"
        hint="Optional, one line."
        maxLength={LINE_MAX}
        value={inTheWay}
        onValueChange={setInTheWay}
      />
      {choices.length > 0 ? (
        <SelectField
          id="review-first-bite"
          label="Next week's first bite"
          hint="Today will lead with it."
          value={firstBiteId}
          onValueChange={setFirstBiteId}
        >
          {choices.map((bite) => (
            <option key={bite.id} value={bite.id}>
              {bite.title}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="muted">Every bite of this plan is done: nothing left to pick.</p>
      )}
      {save.isError && <FormError>{save.error.message}</FormError>}
      <div className="btn-row">
        <button className="btn" type="submit" aria-disabled={save.isPending || undefined}>
          Save review
        </button>
      </div>
    </form>
  );
}
