import { REPEAT_EVERY, type Repeat, type RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';

const EVERY_WORDS: Record<RepeatEvery, string> = { day: 'Every day', weekday: 'Every weekday', week: 'Every week' };
/** A habit made in the editor runs for 30 periods unless the user says otherwise. */
const DEFAULT_TIMES = 30;

/** The chip a recurring bite shows on its line: "Every day · 30 times". */
export function repeatWords(repeat: Repeat): string {
  return `${EVERY_WORDS[repeat.every]} · ${repeat.times} ${repeat.times === 1 ? 'time' : 'times'}`;
}

function clampTimes(value: number): number {
  if (!Number.isFinite(value)) return LIMITS.repeatTimes.min;
  return Math.min(LIMITS.repeatTimes.max, Math.max(LIMITS.repeatTimes.min, Math.round(value)));
}

interface HowOftenFieldProps {
  /** The bite's rename box id; the controls' ids start with it. */
  id: string;
  /** The bite's name as the editor labels it: "Microtask 1.2.3". */
  name: string;
  repeat: Repeat | null;
  onChange: (repeat: Repeat | null) => void;
  onDone: () => void;
}

/** One-off or recurring (every day, weekday or week, so many times), opened from a bite's menu. */
export function HowOftenField({ id, name, repeat, onChange, onDone }: HowOftenFieldProps) {
  return (
    <div className="how-often" role="group" aria-label={`How often: ${name}`}>
      <label htmlFor={`${id}-every`} className="sr-only">
        How often: {name}
      </label>
      <select
        id={`${id}-every`}
        className="input"
        value={repeat?.every ?? 'once'}
        onChange={(event) => {
          const every = REPEAT_EVERY.find((value) => value === event.target.value);
          onChange(every ? { every, times: repeat?.times ?? DEFAULT_TIMES } : null);
        }}
      >
        <option value="once">Once</option>
        {REPEAT_EVERY.map((every) => (
          <option key={every} value={every}>
            {EVERY_WORDS[every]}
          </option>
        ))}
      </select>
      {repeat && (
        <span className="how-often-times">
          <label htmlFor={`${id}-times`} className="sr-only">
            Times: {name}
          </label>
          <input
            id={`${id}-times`}
            className="input bite-times"
            type="number"
            inputMode="numeric"
            min={LIMITS.repeatTimes.min}
            max={LIMITS.repeatTimes.max}
            value={repeat.times}
            onChange={(event) => onChange({ every: repeat.every, times: clampTimes(event.target.valueAsNumber) })}
          />
          <span aria-hidden="true">times</span>
        </span>
      )}
      <button type="button" className="btn btn-secondary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
