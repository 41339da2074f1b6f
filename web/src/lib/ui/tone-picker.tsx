import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';

/** One line in each coach's voice, so the choice is made by ear rather than by name. */
const SAMPLE_LINES: Record<Tone, string> = {
  friendly: 'Nice work yesterday! Fancy one small step today?',
  strict: "Today's step: 20 minutes of practice. Start it at 7 pm.",
  motivational: "You're closer than you think. Let's make today count!",
};

const TONE_NAMES: Record<Tone, string> = { friendly: 'Friendly', strict: 'Strict', motivational: 'Motivational' };

interface TonePickerProps {
  /** Names the radio group, for focus after a failed save. */
  id: string;
  value: Tone | '';
  /** The AI's pick for this goal, marked as such. */
  suggested?: Tone;
  onChange: (tone: Tone) => void;
}

export function TonePicker({ id, value, suggested, onChange }: TonePickerProps) {
  return (
    <fieldset className="tone-picker" id={id} tabIndex={-1}>
      <legend className="field-label">How should your coach talk to you?</legend>
      {TONES.map((tone) => (
        <label key={tone} className="tone-option">
          <input
            type="radio"
            name="goal-tone"
            value={tone}
            checked={value === tone}
            onChange={() => onChange(tone)}
          />
          <span>
            <span className="tone-name">
              {TONE_NAMES[tone]}
              {tone === suggested && ' (suggested)'}
            </span>
            <span className="tone-sample">“{SAMPLE_LINES[tone]}”</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
