import { addDays, daysBetween } from '@cakewalk/shared/rules/calendar-days.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

/** The road's drawing box: 100 wide, 60 high; the SVG stretches it to the space it has. */
export const ROAD_WIDTH = 100;
export const ROAD_HEIGHT = 60;
const TOP = 4;

export interface RoadInput {
  start: string;
  due: string;
  today: string;
  total: number;
  /** Bites done in all by the end of each day that changed it, oldest first. */
  points: readonly { day: string; done: number }[];
  /** When it would finish at the last 14 days' rate; null when that rate is nothing. */
  projected: string | null;
}

export interface RoadGeometry {
  /** The x of a day, 0 to 100. */
  x: (day: string) => number;
  /** The y of a count of bites, bottom to top. */
  y: (done: number) => number;
  /** The last day on the axis: the due date, or today or the projected finish when later. */
  end: string;
  /** The done line as SVG path data: flat between days, a step up on each day that added bites. */
  donePath: string;
  /** Where the projection's line ends: at the finish, or where it leaves the axis on the way there. */
  projectionEnd: { x: number; y: number } | null;
}

/**
 * How the road is laid out. A projected finish far past the due date would squeeze the rest into
 * a corner, so the axis stops at twice the goal's span and the projection runs off its edge.
 */
export function roadGeometry({ start, due, today, total, points, projected }: RoadInput): RoadGeometry {
  const span = Math.max(1, daysBetween(start, due));
  const latest = [due, today, projected ?? due].reduce((a, b) => (b > a ? b : a));
  const days = clamp(daysBetween(start, latest), { min: span, max: span * 2 });
  const x = (day: string) => clamp((daysBetween(start, day) / days) * ROAD_WIDTH, { min: 0, max: ROAD_WIDTH });
  const y = (done: number) => ROAD_HEIGHT - (total > 0 ? (Math.min(done, total) / total) * (ROAD_HEIGHT - TOP) : 0);
  const steps = points.map((point) => `H${x(point.day)} V${y(point.done)}`);
  const end = addDays(start, days);
  const done = points.at(-1)?.done ?? 0;
  let projectionEnd = null;
  if (projected !== null && done < total) {
    const toFinish = Math.max(1, daysBetween(today, projected));
    const shown = clamp(daysBetween(today, end), { min: 0, max: toFinish });
    projectionEnd = { x: x(addDays(today, shown)), y: y(done + ((total - done) * shown) / toFinish) };
  }
  return { x, y, end, donePath: ['M0', y(0), ...steps, `H${x(today)}`].join(' '), projectionEnd };
}
