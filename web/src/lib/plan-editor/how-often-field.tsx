import { REPEAT_EVERY, type Repeat, type RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

const EVERY_WORDS: Record<RepeatEvery, string> = { day: 'Every day', weekday: 'Every weekday', week: 'Every week' };
const A_PERIOD: Record<RepeatEvery, string> = { day: 'a day', weekday: 'a weekday', week: 'a week' };
/** A habit made in the editor runs for 30 periods unless the user says otherwise. */
const DEFAULT_TIMES = 30;

const PERIODS: Record<RepeatEvery, [string, string]> = { day: ['day', 'days'], weekday: ['weekday', 'weekdays'], week: ['week', 'weeks'] };

/**
 * The chip a recurring bite shows on its line, saying what its count means: "Every day for 30
 * days", "3× a week for 8 weeks" (a bare "30 times" read as nothing); a habit that is an undated
 * goal itself has no end, and says so.
 */
export function repeatWords(repeat: Repeat, { openEnded = false } = {}): string {
  const perPeriod = perPeriodOf(repeat);
  const [one, many] = PERIODS[repeat.every];
  const span = openEnded ? 'with no end date' : `for ${count(repeat.times, one, many)}`;
  return perPeriod === 1 ? `${EVERY_WORDS[repeat.every]} ${span}` : `${perPeriod}× ${A_PERIOD[repeat.every]} ${span}`;
}

function clamped(value: number, { min, max }: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return min;
  return clamp(Math.round(value), { min, max });
}

/** A repeat as stored: `per_period` only when it is more than once. */
function repeatOf(every: RepeatEvery, times: number, perPeriod: number): Repeat {
  return perPeriod > 1 ? { every, times, per_period: perPeriod } : { every, times };
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

/** One-off or recurring (every day, weekday or week, so many times a period, so many periods), opened from a bite's menu. */
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
          onChange(every ? repeatOf(every, repeat?.times ?? DEFAULT_TIMES, (repeat ? perPeriodOf(repeat) : 1)) : null);
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
          <label htmlFor={`${id}-per-period`} className="sr-only">
            Times {A_PERIOD[repeat.every]}: {name}
          </label>
          <input
            id={`${id}-per-period`}
            className="input bite-times"
            type="number"
            inputMode="numeric"
            min={LIMITS.perPeriod.min}
            max={LIMITS.perPeriod.max}
            value={perPeriodOf(repeat)}
            onChange={(event) => onChange(repeatOf(repeat.every, repeat.times, clamped(event.target.valueAsNumber, LIMITS.perPeriod)))}
          />
          <span aria-hidden="true">× {A_PERIOD[repeat.every]},</span>
        </span>
      )}
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
            onChange={(event) => onChange(repeatOf(repeat.every, clamped(event.target.valueAsNumber, LIMITS.repeatTimes), perPeriodOf(repeat)))}
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
