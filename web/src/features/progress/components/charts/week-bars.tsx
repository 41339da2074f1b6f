import type { DayCount } from '@cakewalk/shared/schemas/progress.ts';
import { count, longDay, weekdayName } from '../../model/chart-words.ts';

interface WeekBarsProps {
  /** Monday to Sunday of this week. */
  days: readonly DayCount[];
  today: string;
}

/**
 * This week, a column a day. It is a list, so a screen reader reads each day and its count as a
 * line; the bars beside the numbers are for the eye only.
 */
export function WeekBars({ days, today }: WeekBarsProps) {
  const most = Math.max(1, ...days.map((day) => day.bites));
  return (
    <ol className="week-bars">
      {days.map(({ day, bites: done }) => (
        <li key={day} className={day === today ? 'week-day is-today' : 'week-day'}>
          <span className="sr-only">{`${longDay(day)}${day === today ? ' (today)' : ''}: ${day > today ? 'still to come' : count(done, 'bite', 'bites')}`}</span>
          <span className="week-count" aria-hidden="true">{day > today ? '' : done}</span>
          <span className="week-track" aria-hidden="true">
            <span className="week-bar" style={{ height: `${(done / most) * 100}%` }} />
          </span>
          <span className="week-name" aria-hidden="true">{weekdayName(day)}</span>
        </li>
      ))}
    </ol>
  );
}
