import { addDays, daysBetween, weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';
import type { RoadInput } from './road-geometry.ts';

export interface RoadWeek {
  /** The week's Monday. */
  week: string;
  /** Bites done that week. */
  done: number;
  /** Bites done in all by the week's end (or today). */
  total: number;
  /**
   * What the even pace has done by the week's last day (or the due date): the week's aim, so a
   * first week's row reads what this week asks rather than the 0 the pace starts from.
   */
  pace: number;
}

/** The road week by week, from the goal's first week to this one: the chart's table. */
export function roadWeeks({ start, due, today, total, points }: RoadInput): RoadWeek[] {
  const span = Math.max(1, daysBetween(start, due));
  const weeks: RoadWeek[] = [];
  let before = 0;
  for (let monday = addDays(start, -weekdayIndex(start)); monday <= today; monday = addDays(monday, 7)) {
    const last = [addDays(monday, 6), today].reduce((a, b) => (b < a ? b : a));
    const byThen = points.filter((point) => point.day <= last).at(-1)?.done ?? 0;
    const elapsed = clamp(daysBetween(start, addDays(monday, 6)), { min: 0, max: span });
    weeks.push({ week: monday, done: byThen - before, total: byThen, pace: Math.round((total * elapsed * 10) / span) / 10 });
    before = byThen;
  }
  return weeks;
}
