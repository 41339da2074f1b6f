import type { DayCount } from '@cakewalk/shared/schemas/progress.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { longDay, weekdayName } from '../../model/chart-words.ts';

interface WeekBarsProps {
  /** Monday to Sunday of this week. */
  days: readonly DayCount[];
  today: string;
  /** The first day there was anything to do: a day before it with nothing done is no day missed. */
  firstDay: string;
}

/**
 * This week, a column a day. It is a list, so a screen reader reads each day and its count as a
 * line; the bars beside the numbers are for the eye only.
 */
export function WeekBars({ days, today, firstDay }: WeekBarsProps) {
  const most = Math.max(1, ...days.map((day) => day.bites));
  const stateOf = (day: string, done: number) => {
    if (day > today) return { className: 'week-day', said: 'still to come', shown: '' };
    if (day < firstDay && done === 0) return { className: 'week-day is-before', said: 'not begun yet', shown: '' };
    return { className: day === today ? 'week-day is-today' : 'week-day', said: count(done, 'bite', 'bites'), shown: String(done) };
  };
  return (
    <ol className="week-bars">
      {days.map(({ day, bites: done }) => {
        const { className, said, shown } = stateOf(day, done);
        return (
          <li key={day} className={className}>
            <span className="sr-only">{`${longDay(day)}${day === today ? ' (today)' : ''}: ${said}`}</span>
            <span className="week-count" aria-hidden="true">{shown}</span>
            <span className="week-track" aria-hidden="true">
              <span className="week-bar" style={{ height: `${(done / most) * 100}%` }} />
            </span>
            <span className="week-name" aria-hidden="true">{weekdayName(day)}</span>
          </li>
        );
      })}
    </ol>
  );
}
