import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';
import { SelectField } from '../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';

interface SaveGoalPanelProps {
  tone: Tone | '';
  suggestedTone: Tone;
  onToneChange: (tone: Tone | '') => void;
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  error: string | null;
}

function isTone(value: string): value is Tone {
  return (TONES as readonly string[]).includes(value);
}

export function SaveGoalPanel({ tone, suggestedTone, onToneChange, onSave, saving, saved, error }: SaveGoalPanelProps) {
  return (
    <section className="card save-goal" aria-labelledby="save-goal-heading">
      <h2 id="save-goal-heading">Coaching tone</h2>
      <SelectField
        id="goal-tone"
        label="How should your coach talk to you?"
        hint={`The AI suggests ${suggestedTone}.`}
        value={tone}
        onValueChange={(value) => onToneChange(isTone(value) ? value : '')}
      >
        <option value="">Select tone</option>
        {TONES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      {error && <FormError>{error}</FormError>}
      {saved && <FormSuccess>Goal saved successfully</FormSuccess>}
      <button type="button" className="btn" onClick={onSave} disabled={saving || saved}>
        Confirm &amp; Save
      </button>
    </section>
  );
}
