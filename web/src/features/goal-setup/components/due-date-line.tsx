import { focusWhenShown } from '../../../lib/infra/focus.ts';
import { formatFullDay } from '../../../lib/words/day-words.ts';
import { DUE_DATE_FIELD } from './due-date-field.tsx';

interface DueDateLineProps {
  /** 'YYYY-MM-DD', or '' or undefined for none. */
  dueDate: string | undefined;
  /** The date read from the goal's own words ("by January"), while the person has not changed it. */
  readDueDate: string | undefined;
}

/**
 * The due date on top of the plan, in words, before the save: a date read from the goal's words
 * ("by January" read as January 1) is never a surprise found later on Progress. Change goes to
 * the due date field.
 */
export default function DueDateLine({ dueDate, readDueDate }: DueDateLineProps) {
  if (!dueDate) return null;
  const read = dueDate === readDueDate;
  return (
    <p className="card plan-due">
      <span>
        Due <strong>{formatFullDay(dueDate)}</strong>
        {read && ', as read from your goal'}.
      </span>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => focusWhenShown(DUE_DATE_FIELD)}>
        Change date
      </button>
    </p>
  );
}
