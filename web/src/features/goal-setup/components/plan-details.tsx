import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { TonePicker } from '../../../lib/ui/tone-picker.tsx';
import { TONE_FIELD } from '../model/field-ids.ts';
import { DueDateField } from './due-date-field.tsx';

interface PlanDetailsProps {
  tone: Tone | '';
  suggestedTone: Tone;
  onToneChange: (tone: Tone) => void;
  /** YYYY-MM-DD, or '' for none. */
  dueDate: string;
  onDueDateChange: (dueDate: string) => void;
  /** The user's day, 'YYYY-MM-DD'. */
  today: string;
  /** The goal's words named no date: offer quick ones. */
  offerDateChips: boolean;
  dueError: string | null;
}

/** The coach's tone and the due date, chosen after the plan reads right. */
export function PlanDetails({ tone, suggestedTone, onToneChange, dueDate, onDueDateChange, today, offerDateChips, dueError }: PlanDetailsProps) {
  return (
    <section className="card save-goal" aria-labelledby="save-goal-heading">
      <h2 id="save-goal-heading">Coaching tone</h2>
      <TonePicker id={TONE_FIELD} value={tone} suggested={suggestedTone} onChange={onToneChange} />
      <DueDateField value={dueDate} onChange={onDueDateChange} today={today} offerChips={offerDateChips} error={dueError} />
    </section>
  );
}
