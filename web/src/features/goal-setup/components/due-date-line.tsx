import { focusWhenShown } from '../../../lib/infra/focus.ts';
import { formatFullDay } from '../../../lib/words/day-words.ts';
import { DUE_DATE_FIELD } from './due-date-field.tsx';

interface DueDateLineProps {
  /** 'YYYY-MM-DD', or '' for none. */
  dueDate: string;
  /** The date came from the goal's own words ("by January"), not from the person. */
  read: boolean;
}

/**
 * The due date on top of the plan, in words, before the save: a date read from the goal's words
 * ("by January" read as January 1) is never a surprise found later on Progress. Change goes to
 * the due date field.
 */
export function DueDateLine({ dueDate, read }: DueDateLineProps) {
  if (!dueDate) return null;
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
