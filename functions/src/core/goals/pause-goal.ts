import type { DueMoveResult, PauseResult } from '@cakewalk/shared/schemas/progress.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { checkinsPaused, checkinsResumed, dueMoveToSay, pausedFor, resumed, type GoalPause } from '@cakewalk/shared/rules/history/pause-goal.ts';
import { listGoalSummaries } from './list-goals.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { readPause, writePause } from '../../data/goals/pauses.ts';
import { Conflict } from '../../domain/errors.ts';

// Pausing a goal ("Pause a week", a stalled goal's pause), ending the pause early, and settling
// the due date move it made (shared/src/rules/history/pause-goal.ts says how the date moves).

/** Changes made side by side read again and retry: a handful of tries settles any real race. */
const ATTEMPTS = 4;

async function changePause(userId: string, goalId: string, now: Date, change: (state: GoalPause, today: string) => GoalPause): Promise<{ state: GoalPause; today: string }> {
  const today = dayIn(now, await timeZoneOf(userId));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await readPause(userId, goalId);
    const next = change(read, today);
    if (next === read || (await writePause(userId, goalId, read, next))) return { state: next, today };
  }
  throw new Conflict('This goal changed in another window. Reload to see the latest.');
}

const resultOf = ({ state, today }: { state: GoalPause; today: string }): PauseResult => ({
  paused_until: state.paused_until !== null && state.paused_until > today ? state.paused_until : null,
  due_date: state.due_date,
  due_move: dueMoveToSay(state, today),
});

/** Pauses the goal from today for `days`: no check-ins or Today rows, pace and runs frozen, the due date moved on. */
export async function pauseGoal(userId: string, goalId: string, days: number, now = new Date()): Promise<PauseResult> {
  return resultOf(await changePause(userId, goalId, now, (state, today) => pausedFor(state, today, days)));
}

/** Ends the goal's pause today; the due date keeps the days it was paused. */
export async function resumeGoal(userId: string, goalId: string, now = new Date()): Promise<PauseResult> {
  return resultOf(await changePause(userId, goalId, now, resumed));
}

/**
 * Settles a due date move once Today has said it: kept, or undone to the date before the pause
 * (only while the goal still has the date the pause gave it).
 */
export async function settleDueMove(userId: string, goalId: string, undo: boolean, now = new Date()): Promise<DueMoveResult> {
  const { state } = await changePause(userId, goalId, now, (read) => {
    if (!read.due_move) return read;
    const back = undo && read.due_date === read.due_move.to_date;
    return { ...read, due_date: back ? read.due_move.from_date : read.due_date, due_move: null };
  });
  return { due_date: state.due_date };
}

/**
 * All check-ins paused, or back on: every goal not done is paused from today while they are off,
 * and when they come back each due date moves by the days they were off.
 */
export async function setAllGoalsPaused(userId: string, paused: boolean, now = new Date()): Promise<void> {
  const goals = (await listGoalSummaries(userId)).filter((goal) => goal.status !== 'done');
  await Promise.all(goals.map((goal) => changePause(userId, goal.id, now, paused ? checkinsPaused : checkinsResumed)));
}
