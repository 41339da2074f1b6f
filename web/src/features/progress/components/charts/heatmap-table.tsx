import { weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';
import type { HeatmapCell } from '@cakewalk/shared/schemas/progress.ts';
import { cellStateWords } from '../../model/progress-view.ts';
import { dayMonth, weekdayName } from '../../model/chart-words.ts';

// A Monday-to-Sunday week, to name the weekdays in the reader's language.
const WEEKDAY_SAMPLE = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];

/**
 * The cells of a daily habit in rows of a week (Monday first), as the chart's columns are, from
 * the first week the habit had begun: the weeks before it would be rows of nothing.
 */
function weeksOf(cells: readonly HeatmapCell[]): (HeatmapCell | undefined)[][] {
  const weeks: (HeatmapCell | undefined)[][] = [];
  const first = cells.findIndex((cell) => cell.state !== 'not_started');
  const monday = first === -1 ? cells.length : first - weekdayIndex(cells[first]?.period ?? '');
  for (const cell of cells.slice(Math.max(0, monday))) {
    const day = weekdayIndex(cell.period);
    const week = day === 0 || weeks.length === 0 ? [] : weeks.pop() ?? [];
    week[day] = cell;
    weeks.push(week);
  }
  return weeks;
}

interface HeatmapTableProps {
  title: string;
  /** The span the table covers, in words: "since Monday 23 November". */
  since: string;
  weekly: boolean;
  perPeriod: number;
  cells: readonly HeatmapCell[];
}

/** The heatmap's periods as a table, for reading rather than seeing; folded until asked for. */
export function HeatmapTable({ title, since, weekly, perPeriod, cells }: HeatmapTableProps) {
  // A period after the last one that counts is still to come: its cell stays empty.
  const last = cells.findLastIndex((cell) => cell.state !== 'not_started');
  const stateWords = (cell: HeatmapCell | undefined) =>
    cell && cells.indexOf(cell) <= last ? cellStateWords(cell, perPeriod) : '';
  return (
    <details className="chart-table">
      <summary>Show as a table</summary>
      {!weekly && <p className="table-hint field-hint">Scroll sideways for the whole week.</p>}
      <div className="table-scroll" role="region" aria-label={`${title}: table`} tabIndex={0}>
        <table>
          <caption className="sr-only">{title}, {since}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {weekly ? (
                <th scope="col">State</th>
              ) : (
                WEEKDAY_SAMPLE.map((day) => (
                  <th scope="col" key={day}>
                    {weekdayName(day)}
                  </th>
                ))
              )}
            </tr>
          </thead>
          <tbody>
            {weekly
              ? cells.slice(Math.max(0, cells.findIndex((cell) => cell.state !== 'not_started'))).map((cell) => (
                  <tr key={cell.period}>
                    <th scope="row">{dayMonth(cell.period)}</th>
                    <td>{stateWords(cell)}</td>
                  </tr>
                ))
              : weeksOf(cells).map((week) => {
                  const start = week.find(Boolean);
                  return (
                    <tr key={start?.period}>
                      <th scope="row">{start ? dayMonth(start.period) : ''}</th>
                      {WEEKDAY_SAMPLE.map((_, day) => (
                        <td key={day}>{stateWords(week[day])}</td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
