import type { Pace, PaceStatus, Progress } from '../schemas/goal.ts';
import type { DaySpan } from '../schemas/progress.ts';
import { addDays, daysBetween } from './calendar-days.ts';
import { pausedDaysBetween } from './history/pauses.ts';
import { clamp } from './clamp.ts';

/** How far from the expected share still counts as on track, in percentage points. */
export const PACE_MARGIN = 10;

export interface PaceInput {
  progress: Progress;
  /** The goal's creation day and due day, 'YYYY-MM-DD'. */
  createdDay: string;
  dueDate: string | null;
  /** Today in the user's time zone. */
  today: string;
  /** The goal's pauses: paused days count neither in the days gone by nor in the span. */
  pauses?: readonly DaySpan[];
}

function expectedPercent(createdDay: string, dueDate: string, today: string, pauses: readonly DaySpan[]): number {
  const span = daysBetween(createdDay, dueDate) - pausedDaysBetween(pauses, createdDay, dueDate);
  if (span <= 0) return today >= dueDate ? 100 : 0;
  const until = today < dueDate ? today : dueDate;
  const share = (daysBetween(createdDay, today) - pausedDaysBetween(pauses, createdDay, until)) / span;
  return Math.round(clamp(share, { min: 0, max: 1 }) * 100);
}

/** A fair start lasts this many days at least, or this share of the goal's span when that is longer. */
export const FAIR_START_DAYS = 3;
export const FAIR_START_SHARE = 0.1;

/** Whether a goal is still in its first days: its first 3, or the first tenth of its span when longer. */
function inFairStart(createdDay: string, dueDate: string, today: string): boolean {
  const span = daysBetween(createdDay, dueDate);
  return daysBetween(createdDay, today) < Math.max(FAIR_START_DAYS, span * FAIR_START_SHARE);
}

/**
 * Where a goal stands against its due date. In its first days a goal that is not ahead has
 * "just started": nobody is behind on a plan made a minute ago.
 */
export function paceOf({ progress, createdDay, dueDate, today, pauses = [] }: PaceInput): Pace {
  if (!dueDate) return { status: 'no_due_date', expected_percent: 0, bites_behind: 0 };
  const expected = expectedPercent(createdDay, dueDate, today, pauses);
  const { done, percent, total } = progress;
  const pace = (status: PaceStatus, bitesBehind = 0): Pace => ({ status, expected_percent: expected, bites_behind: bitesBehind });
  if (today > dueDate && !(total > 0 && done >= total)) return pace('overdue');
  if (percent >= expected + PACE_MARGIN) return pace('ahead');
  if (inFairStart(createdDay, dueDate, today)) return pace('just_started');
  if (percent < expected - PACE_MARGIN) return pace('behind', Math.ceil(((expected - percent) / 100) * total));
  return pace('on_track');
}

/** The pace in words beside a progress bar; none without a due date. */
export function paceWords(pace: Pace): string | null {
  switch (pace.status) {
    case 'no_due_date': return null;
    case 'overdue': return 'Overdue';
    case 'ahead': return 'Ahead';
    case 'just_started': return 'Just started';
    case 'on_track': return 'On track';
    case 'behind': return `${pace.bites_behind} ${pace.bites_behind === 1 ? 'bite' : 'bites'} behind`;
  }
}

/** How far "Move the due date a week" (and a stalled goal's "Due a week later") moves it. */
const LATER_DUE_DAYS = 7;

/**
 * A week past the due date, or past today when that is later: a past date moved a week could
 * still be past. A goal without a due date gets a week from today.
 */
export function laterDueDate(dueDate: string | null, today: string): string {
  return addDays(dueDate !== null && dueDate > today ? dueDate : today, LATER_DUE_DAYS);
}

/**
 * For a goal behind its pace, the bites a day that finish it by its due date: the plan's own
 * rate with the bites behind spread over the days left (today and the due day included). Null
 * when the goal is not behind.
 */
export function catchUpPerDay(goal: { progress: Progress; pace: Pace; due_date: string | null }, today: string): number | null {
  if (goal.pace.status !== 'behind' || goal.due_date === null) return null;
  const daysLeft = Math.max(1, daysBetween(today, goal.due_date) + 1);
  return Math.max(1, Math.ceil((goal.progress.total - goal.progress.done) / daysLeft));
}
