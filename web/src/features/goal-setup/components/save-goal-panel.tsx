import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';

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
      <div className="field">
        <label htmlFor="goal-tone">How should your coach talk to you?</label>
        <select
          id="goal-tone"
          className="input"
          aria-describedby="goal-tone-hint"
          value={tone}
          onChange={(e) => onToneChange(isTone(e.target.value) ? e.target.value : '')}
        >
          <option value="">Select tone</option>
          {TONES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span id="goal-tone-hint" className="field-hint">
          The AI suggests {suggestedTone}.
        </span>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && (
        <p className="form-success" role="status">
          Goal saved successfully
        </p>
      )}
      <button type="button" className="btn" onClick={onSave} disabled={saving || saved}>
        Confirm &amp; Save
      </button>
    </section>
  );
}
