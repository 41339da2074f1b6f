import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { TonePicker } from '../../../lib/ui/tone-picker.tsx';

export const TONE_FIELD = 'goal-tone';

interface PlanDetailsProps {
  tone: Tone | '';
  suggestedTone: Tone;
  onToneChange: (tone: Tone) => void;
  /** YYYY-MM-DD, or '' for none. */
  dueDate: string;
  onDueDateChange: (dueDate: string) => void;
}

/** The coach's tone and the due date, chosen after the plan reads right. */
export function PlanDetails({ tone, suggestedTone, onToneChange, dueDate, onDueDateChange }: PlanDetailsProps) {
  return (
    <section className="card save-goal" aria-labelledby="save-goal-heading">
      <h2 id="save-goal-heading">Coaching tone</h2>
      <TonePicker id={TONE_FIELD} value={tone} suggested={suggestedTone} onChange={onToneChange} />
      <InputField
        id="goal-due-date"
        label="Due date (optional)"
        type="date"
        value={dueDate}
        onValueChange={onDueDateChange}
      />
    </section>
  );
}
