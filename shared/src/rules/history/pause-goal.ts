import type { DaySpan, DueMove } from '../../schemas/progress.ts';
import { addDays, daysBetween } from '../calendar-days.ts';
import { pauseOn } from './pauses.ts';

// Pausing a goal freezes it, and its due date moves by the days paused: at once by the days asked
// for, given back in part when the pause ends early. The move is said on Today once the pause is
// over (`shown_from`), with Undo, until settled.

export interface PendingDueMove extends DueMove {
  /** The day Today starts saying it: the pause's end. */
  shown_from: string;
}

export interface GoalPause {
  due_date: string | null;
  pauses: readonly DaySpan[];
  due_move: PendingDueMove | null;
  /** The day the goal comes back (no check-ins or Today rows before it). */
  paused_until: string | null;
}

function moved(state: GoalPause, days: number, shownFrom: string): Pick<GoalPause, 'due_date' | 'due_move'> {
  if (state.due_date === null || days === 0) return { due_date: state.due_date, due_move: state.due_move };
  const dueDate = addDays(state.due_date, days);
  const total = (state.due_move?.days ?? 0) + days;
  const from = state.due_move?.from_date ?? state.due_date;
  return { due_date: dueDate, due_move: total <= 0 ? null : { days: total, from_date: from, to_date: dueDate, shown_from: shownFrom } };
}

/** Paused from today for `days` days; a pause under way is made to end `days` from today instead. */
export function pausedFor(state: GoalPause, today: string, days: number): GoalPause {
  const until = addDays(today, days);
  const current = pauseOn(state.pauses, today);
  const extra = current?.until ? daysBetween(current.until, until) : days;
  const pauses = current
    ? state.pauses.map((pause) => (pause === current ? { from: pause.from, until } : pause))
    : [...state.pauses, { from: today, until }];
  return { ...moved(state, extra, until), pauses, paused_until: until };
}

/**
 * The pause under way ends today: the days not used are given back to the due date, and the move
 * is said from today. A pause ended on the day it began leaves nothing behind. Unchanged when no
 * pause is under way.
 */
export function resumed(state: GoalPause, today: string): GoalPause {
  const current = pauseOn(state.pauses, today);
  if (!current) return state;
  const unused = current.until ? daysBetween(today, current.until) : 0;
  const pauses = state.pauses.flatMap((pause) => (pause !== current ? [pause] : pause.from === today ? [] : [{ from: pause.from, until: today }]));
  return { ...moved(state, -unused, today), pauses, paused_until: null };
}

/** The move Today says: only once the pause that made it is over. */
export function dueMoveToSay(state: Pick<GoalPause, 'due_move'>, today: string): DueMove | null {
  const move = state.due_move;
  return move && today >= move.shown_from ? { days: move.days, from_date: move.from_date, to_date: move.to_date } : null;
}

/** All check-ins paused from today: an open pause, unless the goal is paused already. */
export function checkinsPaused(state: GoalPause, today: string): GoalPause {
  if (pauseOn(state.pauses, today)) return state;
  return { ...state, pauses: [...state.pauses, { from: today, until: null }] };
}

/**
 * Check-ins back on: the open pause ends today and the due date moves by its days, said from
 * today. A pause ended on the day it began leaves nothing behind.
 */
export function checkinsResumed(state: GoalPause, today: string): GoalPause {
  const open = state.pauses.find((pause) => pause.until === null);
  if (!open) return state;
  const days = Math.max(0, daysBetween(open.from, today));
  const pauses = state.pauses.flatMap((pause) => (pause !== open ? [pause] : days === 0 ? [] : [{ from: pause.from, until: today }]));
  return { ...state, ...moved(state, days, today), pauses };
}
