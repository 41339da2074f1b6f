// Fits the plan's phases to the goal's timeframe: each phase gets a window ("weeks 3-6") in a
// unit that suits the length, days for a sprint, weeks for a season, months for a year or more.

export type ScheduleUnit = 'day' | 'week' | 'month';

export interface Window {
  start: number;
  end: number;
}

export interface Schedule {
  unit: ScheduleUnit;
  windows: Window[];
}

const WEEKS_PER_MONTH = 4.345;

export function schedulePhases(weights: readonly number[], weeks: number): Schedule {
  const unit: ScheduleUnit = weeks < 3 ? 'day' : weeks <= 30 ? 'week' : 'month';
  const length = unit === 'day' ? weeks * 7 : unit === 'week' ? weeks : weeks / WEEKS_PER_MONTH;
  const total = Math.max(1, Math.round(length));
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  let cumulative = 0;
  let previousEnd = 0;
  const windows = weights.map((weight, i) => {
    cumulative += weight;
    const start = Math.min(previousEnd + 1, total);
    const end = i === weights.length - 1 ? total : Math.max(start, Math.min(total, Math.round((total * cumulative) / sum)));
    previousEnd = end;
    return { start, end };
  });
  return { unit, windows };
}

export function windowLabel(unit: ScheduleUnit, { start, end }: Window): string {
  return start === end ? `${unit} ${start}` : `${unit}s ${start}-${end}`;
}

/** When the k-th of `count` milestones in this window is due. */
export function dueLabel(unit: ScheduleUnit, { start, end }: Window, k: number, count: number): string {
  const at = start - 1 + Math.ceil(((end - start + 1) * k) / count);
  return `by ${unit} ${Math.max(start, at)}`;
}
