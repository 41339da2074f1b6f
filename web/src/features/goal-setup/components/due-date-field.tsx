import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { DUE_DATE_FIELD } from '../model/field-ids.ts';

/** The chips' dates, as days from today (the same as the planner's answers to "By when?"). */
const SOON = [
  { label: 'In a month', days: 30 },
  { label: 'In 3 months', days: 91 },
  { label: 'In 6 months', days: 182 },
] as const;

interface DueDateFieldProps {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (dueDate: string) => void;
  /** The user's day, 'YYYY-MM-DD': where the chips count from. */
  today: string;
  /** Chips beside the field, for a goal whose words named no date. */
  offerChips: boolean;
  error: string | null;
}

/** The due date, with one-tap choices when the goal's words gave none; the chosen chip reads as pressed. */
export function DueDateField({ value, onChange, today, offerChips, error }: DueDateFieldProps) {
  return (
    <div className="due-date">
      <InputField id={DUE_DATE_FIELD} label="Due date (optional)" type="date" min={today} value={value} onValueChange={onChange} error={error} />
      {offerChips && (
        <div className="segmented" role="group" aria-label="Quick due dates">
          {SOON.map(({ label, days }) => {
            const date = addDays(today, days);
            return (
              <button key={label} type="button" className="segment" aria-pressed={value === date} onClick={() => onChange(date)}>
                {label}
              </button>
            );
          })}
          <button type="button" className="segment" onClick={() => document.getElementById(DUE_DATE_FIELD)?.focus()}>
            Pick a date
          </button>
          <button type="button" className="segment" aria-pressed={value === ''} onClick={() => onChange('')}>
            No date
          </button>
        </div>
      )}
    </div>
  );
}
