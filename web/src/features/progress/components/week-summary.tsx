import type { WeekFigures } from '@cakewalk/shared/schemas/progress.ts';
import { daysCounted } from '@cakewalk/shared/rules/history/week-figures.ts';
import { count, nounFor, wholeNumber } from '@cakewalk/shared/text/counts.ts';
import { shortDay } from '../model/chart-words.ts';

/**
 * The week's figures in one list, as the weekly check-in says them. `emptySaid`: the page already
 * says no bite is ticked yet, so the list does not say it again.
 */
export function WeekSummary({ week, comebacks, emptySaid = false }: { week: WeekFigures; comebacks: number; emptySaid?: boolean }) {
  // The figures count only the days since the first goal began: a first day's bites are today's.
  const days = daysCounted(week);
  return (
    // Each figure is a chip of its own, and the list keeps its role when its markers are styled
    // away (Safari drops it), so "Habits kept 1 of 1" and "1 run still going" never read as one sentence.
    <ul className="week-summary" role="list">
      {/* A week with no bite yet (a first day, most often) says where they will show, never a bare 0. */}
      {!(emptySaid && week.bites_done === 0) && <li>
        {week.bites_done === 0 ? (
          'Your bites show here as you do them.'
        ) : (
          <>
            <strong>{wholeNumber(week.bites_done)}</strong> {nounFor(week.bites_done, 'bite', 'bites')} done {days === 1 ? 'today' : `in ${count(days, 'day', 'days')}`}
          </>
        )}
      </li>}
      {/* A habit's period still running is due only once kept, so the count says it is of those due so far. */}
      {week.habits_due > 0 && (
        <li>
          Habits kept <strong>{week.habits_kept} of {week.habits_due}</strong> {nounFor(week.habits_due, 'time', 'times')} due so far
        </li>
      )}
      {week.best_day && (
        <li>
          Best day <strong>{shortDay(week.best_day)}</strong>
        </li>
      )}
      {week.runs_kept > 0 && <li>{count(week.runs_kept, 'run', 'runs')} still going</li>}
      {comebacks > 0 && <li>{count(comebacks, 'comeback', 'comebacks')}</li>}
    </ul>
  );
}
