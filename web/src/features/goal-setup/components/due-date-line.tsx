import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { formatFullDay } from '../../../lib/words/day-words.ts';
import { DUE_DATE_FIELD } from '../model/field-ids.ts';

interface DueDateLineProps {
  /** 'YYYY-MM-DD', or '' or undefined for none. */
  dueDate: string | undefined;
  /** The date read from the goal's own words ("by January"), while the person has not changed it. */
  readDueDate: string | undefined;
}

/**
 * The due date on top of the plan, in words, before the save: a date read from the goal's words
 * ("by January" read as January 1) is never a surprise found later on Progress. Change goes to
 * the due date field. One row beside its button, as the plan's review must fit a phone.
 */
export default function DueDateLine({ dueDate, readDueDate }: DueDateLineProps) {
  if (!dueDate) return null;
  const read = dueDate === readDueDate;
  return (
    <p className="plan-due">
      <span>
        Due <strong>{formatFullDay(dueDate)}</strong>
        {read && <span className="plan-due-read">, as read from your goal</span>}.
      </span>
      <button type="button" className="btn btn-secondary btn-small" aria-label="Change date" onClick={() => focusWhenShown(DUE_DATE_FIELD)}>
        Change
      </button>
    </p>
  );
}
