import { RATE_DAYS, recentDone } from '@cakewalk/shared/rules/history/road.ts';
import { bitesWords } from '@cakewalk/shared/rules/progress.ts';
import { bitesCount, count } from '@cakewalk/shared/text/counts.ts';
import { dayFrom, shortDay } from '../../model/chart-words.ts';
import { ROAD_HEIGHT, ROAD_WIDTH, roadGeometry, type RoadInput } from '../../model/road-geometry.ts';
import { RoadTable } from './road-table.tsx';

/** Today's label sits left of this share of the width: the count of bites then goes to the right. */
const HALF = 50;
/** The due date's label, drawn right-aligned at its x, meets the start's label left of this share. */
const DUE_CLEAR_OF_START = 60;

interface GoalRoadProps extends RoadInput {
  title: string;
  /** Bites a day over the last 14 days, the rate the projection uses. */
  rate: number;
}

/**
 * The bites done in the last 14 days (shared rules, road). A road younger than that has done every
 * bite since it began, which the sentence before already counts: it says nothing twice.
 */
function recentWords({ start, points, today }: Pick<GoalRoadProps, 'start' | 'points' | 'today'>): string | undefined {
  const { done, sinceStart } = recentDone({ start, points }, today);
  return sinceStart ? undefined : `In the last 14 days: ${bitesCount(done)}.`;
}

/** The road in one paragraph: where the goal is, where the rate takes it, when it is due. */
function roadWords({ start, total, points, projected, due, rate, today }: Omit<GoalRoadProps, 'title'>): string {
  const done = points.at(-1)?.done ?? 0;
  const sofar = `${bitesWords({ done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 })} done.`;
  const dueWords = `It is due ${dayFrom(due, today)}.`;
  if (total > 0 && done >= total) return `${sofar} ${dueWords}`;
  const recent = Math.round(rate * RATE_DAYS * 10) / 10;
  const pace = recentWords({ start, points, today });
  // A rate that rounds to no bite at all finishes nothing worth a date.
  // A road's first week projects nothing: its rate is still too young to say (shared rules, road).
  let finish = 'A finish estimate appears once a bite or two are done.';
  if (projected && recent > 0) finish = `At that rate it would finish ${dayFrom(projected, today)}.`;
  else if (recent > 0) finish = 'After its first week it shows when it could finish.';
  return [sofar, pace, finish, dueWords].filter(Boolean).join(' ');
}

/**
 * A goal's road: bites done over time (solid) against the even pace from its start to its due
 * date (dashed), and where the last 14 days' rate would take it (dotted). Told apart by the
 * line's pattern, not its colour; the paragraph above says it all in words, and the table below
 * gives it week by week.
 */
export function GoalRoad(props: GoalRoadProps) {
  const { start, due, today, total, points } = props;
  const road = roadGeometry(props);
  const doneNow = points.at(-1)?.done ?? 0;
  const mark = (day: string) => ({ left: `${road.x(day)}%` });
  // A label near an edge hangs inward, so it never runs past the chart on a phone.
  const centred = (day: string) => {
    const x = road.x(day);
    if (x > 85) return { right: `${100 - x}%` };
    return x < 15 ? { left: `${x}%` } : { left: `${x}%`, transform: 'translateX(-50%)' };
  };
  // The count of bites keeps to the side Today is not on, so the two never stack in a corner;
  // the due date drops a line under the start's date when the axis runs far past it.
  const totalRight = road.x(today) < HALF;
  const dueLow = road.x(due) < DUE_CLEAR_OF_START;
  return (
    <div className="road">
      <p className="road-words">{roadWords(props)}</p>
      <div className={dueLow ? 'road-chart road-chart-two-rows' : 'road-chart'} aria-hidden="true">
        <svg viewBox={`0 0 ${ROAD_WIDTH} ${ROAD_HEIGHT}`} preserveAspectRatio="none">
          <line className="road-axis" x1={0} y1={ROAD_HEIGHT} x2={ROAD_WIDTH} y2={ROAD_HEIGHT} />
          <line className="road-due" x1={road.x(due)} y1={0} x2={road.x(due)} y2={ROAD_HEIGHT} />
          <line className="road-today" x1={road.x(today)} y1={0} x2={road.x(today)} y2={ROAD_HEIGHT} />
          <line className="road-pace" x1={0} y1={road.y(0)} x2={road.x(due)} y2={road.y(total)} />
          {road.projectionEnd && (
            <line className="road-projection" x1={road.x(today)} y1={road.y(doneNow)} x2={road.projectionEnd.x} y2={road.projectionEnd.y} />
          )}
          {doneNow > 0 && <path className="road-done" d={road.donePath} />}
        </svg>
        <span className={totalRight ? 'road-total road-total-right' : 'road-total'}>{count(total, 'bite', 'bites')}</span>
        {/* On its first day Today is the start: one label on the axis says both, none hangs in the corner. */}
        {today > start && <span className="road-today-mark" style={centred(today)}>Today</span>}
        <span className="road-mark road-mark-start" style={mark(start)}>{today > start ? shortDay(start) : 'Started today'}</span>
        <span className={dueLow ? 'road-mark road-mark-due road-low' : 'road-mark road-mark-due'} style={mark(due)}>Due {shortDay(due)}</span>
      </div>
      {/* The legend names only the lines drawn: no done line before a first bite, no projection in the first week. */}
      <ul className="road-legend" aria-hidden="true">
        {doneNow > 0 && <li><span className="legend-line legend-done" /> Done</li>}
        <li><span className="legend-line legend-pace" /> Even pace</li>
        {road.projectionEnd && <li><span className="legend-line legend-projection" /> At the last 14 days' rate</li>}
      </ul>
      <RoadTable {...props} />
    </div>
  );
}
