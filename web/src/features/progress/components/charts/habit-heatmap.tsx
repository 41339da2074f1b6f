import { useId, useState, type KeyboardEvent } from 'react';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { addDays, weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';
import type { HeatmapCell } from '@cakewalk/shared/schemas/progress.ts';
import { cellStateWords } from '../../model/progress-view.ts';
import { cellAfterKey, fromFirstWeek, gridPlaces, inWeekRows } from '../../model/heatmap-grid.ts';
import { dayMonth, dayRange, longDay, weekdayLetter } from '../../model/chart-words.ts';
import { CELL, CellShape, HatchPattern } from './cell-shape.tsx';
import { HeatmapLegend } from './heatmap-legend.tsx';
import { HeatmapTable } from './heatmap-table.tsx';

const GAP = 2;
const PITCH = CELL + GAP;
const FOCUS_RING = 3;
/** A cell grows to at most this many viewBox units a rem: 26 weeks fill 30rem, a first week stays small. */
const UNITS_PER_REM = 12;
/** A habit's first weeks, a row a week, are drawn larger: seven cells across read as a calendar's week. */
const WEEK_ROWS_UNITS_PER_REM = 7;
/** The band above week rows that names the weekdays, in viewBox units. */
const LABELS = 10;

interface HabitHeatmapProps {
  /** The habit's title, naming the chart. */
  title: string;
  repeat: Pick<Repeat, 'every' | 'per_period'>;
  /** Oldest first, one a period, over the last 26 weeks. */
  cells: readonly HeatmapCell[];
}

/** What the reader hears and sees for one cell: "Tuesday 2 December: done". */
function cellWords(cell: HeatmapCell, weekly: boolean, perPeriod: number): string {
  const when = weekly ? `Week of ${longDay(cell.period)}` : longDay(cell.period);
  return `${when}: ${cellStateWords(cell, perPeriod)}`;
}

/**
 * A habit's weeks since it began, at most the last 26, a cell a period. The chart takes focus as one stop; the arrow keys
 * (and Home, End) walk its cells and the line below it says the one reached, so a keyboard or
 * screen reader user reads it cell by cell. The same periods are a table behind "Show as a table".
 */
export function HabitHeatmap({ title, repeat, cells: all }: HabitHeatmapProps) {
  const weekly = repeat.every === 'week';
  const cells = fromFirstWeek(all, weekly);
  const perPeriod = perPeriodOf(repeat);
  const hatch = useId();
  const readoutId = useId();
  const [active, setActive] = useState<number>();
  const places = gridPlaces(cells.map((cell) => cell.period), weekly);
  const weekRows = inWeekRows(cells.map((cell) => cell.period), weekly);
  const top = weekRows ? LABELS : 0;
  const columns = Math.max(...places.map((place) => place.column), 0) + 1;
  const rows = Math.max(...places.map((place) => place.row), 0) + 1;
  const width = (weekRows ? 7 : columns) * PITCH + FOCUS_RING;
  const height = top + (weekly ? 1 : weekRows ? rows : 7) * PITCH + FOCUS_RING;
  const shown = active === undefined ? undefined : cells[active];
  const activePlace = active === undefined ? undefined : places[active];
  const first = cells[0];
  const last = cells.at(-1);
  const since = first ? `since ${longDay(first.period)}` : 'the last 26 weeks';
  const chartWidth = `min(30rem, ${(width / (weekRows ? WEEK_ROWS_UNITS_PER_REM : UNITS_PER_REM)).toFixed(2)}rem)`;
  const states = new Set(cells.map((cell) => cell.state));
  const howRead = weekly ? 'A cell a week.' : weekRows ? 'A row a week, Monday first.' : 'A column a week, Monday on top.';

  // The walk starts at the latest period that counts: today's, not a day still to come.
  const latest = cells.findLastIndex((cell) => cell.state !== 'not_started');
  const start = latest === -1 ? cells.length - 1 : latest;
  // Week rows name today's weekday as This week's bars do, so today's cell is easy to find.
  const todayCell = cells[start];
  const todayColumn = todayCell ? weekdayIndex(todayCell.period) : undefined;

  function move(event: KeyboardEvent<SVGSVGElement>) {
    const next = cellAfterKey(event.key, active ?? start, places);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  return (
    <div className="heatmap">
      <svg
        className={weekly ? 'heatmap-chart is-weekly' : 'heatmap-chart'}
        viewBox={`-1.5 -1.5 ${width} ${height}`}
        style={{ maxWidth: chartWidth }}
        role="img"
        aria-label={`${title}, ${since}. Arrow keys read each ${weekly ? 'week' : 'day'}.`}
        aria-describedby={readoutId}
        tabIndex={0}
        onKeyDown={move}
        onFocus={() => setActive((current) => current ?? start)}
      >
        <HatchPattern id={hatch} />
        {weekRows && first && Array.from({ length: 7 }, (_, day) => (
          <text key={day} className={day === todayColumn ? 'heatmap-weekday is-today' : 'heatmap-weekday'} x={day * PITCH + CELL / 2} y={LABELS - 3} textAnchor="middle">
            {weekdayLetter(addDays(first.period, day - weekdayIndex(first.period)))}
          </text>
        ))}
        {cells.map((cell, index) => {
          const place = places[index];
          if (!place) return null;
          return (
            <g key={cell.period} onPointerEnter={() => setActive(index)}>
              <title>{cellWords(cell, weekly, perPeriod)}</title>
              <CellShape state={cell.state} x={place.column * PITCH} y={top + place.row * PITCH} hatch={hatch} />
            </g>
          );
        })}
        {activePlace && (
          <rect
            className="heatmap-cursor"
            x={activePlace.column * PITCH - 1}
            y={top + activePlace.row * PITCH - 1}
            width={CELL + 2}
            height={CELL + 2}
            rx={3}
          />
        )}
      </svg>
      {first && last && (weekRows ? (
        <p className="heatmap-span muted" aria-hidden="true" style={{ maxWidth: chartWidth }}>
          <span>{dayRange(first.period, last.period)}</span>
        </p>
      ) : (
        <p className="heatmap-span muted" aria-hidden="true" style={{ maxWidth: `max(10rem, ${chartWidth})` }}>
          <span>{dayMonth(first.period)}</span>
          {last !== first && <span>{dayMonth(last.period)}</span>}
        </p>
      ))}
      <HeatmapLegend states={states} />
      <p className="heatmap-readout" id={readoutId} aria-live="polite">
        {shown ? cellWords(shown, weekly, perPeriod) : howRead}
      </p>
      <HeatmapTable title={title} since={since} weekly={weekly} perPeriod={perPeriod} cells={cells} />
    </div>
  );
}
