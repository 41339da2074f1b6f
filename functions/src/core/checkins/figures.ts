import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import type { CoachContext } from '../../ai/coach.ts';
import { goalProgress, stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { dayWords } from '@cakewalk/shared/rules/calendar-days.ts';
import { countWords } from '../../words/fill.ts';

// What a check-in says about a goal, worked out from its tree. Progress is the goal card's
// (its bites done), so a check-in never disagrees with the dashboard.

const NEXT_STEPS = 3;

export interface WeeklyFigures {
  progress: number;
  previousProgress: number;
  doneThisWeek: string[];
  nextSteps: string[];
}

/** The goal's progress as it was before the steps in `undone` were done. */
function progressWithout(goal: Goal, undone: ReadonlySet<string>): number {
  const microtasks = stepsOf(goal).map((m) => (undone.has(m.id) ? { ...m, status: 'todo' as const } : m));
  return planProgress({ microtasks }).percent;
}

/**
 * The week is (since, until]: steps done in it, how progress moved since the last review
 * reported `reported` percent, and what comes next, the current step first.
 */
export function weeklyFigures(
  goal: Goal, doneAt: ReadonlyMap<string, string>, since: Date, until: Date, reported?: number,
): WeeklyFigures {
  const steps = stepsOf(goal);
  const inWeek = (m: Microtask) => {
    const at = doneAt.get(m.id);
    return m.status === 'done' && at !== undefined && at > since.toISOString() && at <= until.toISOString();
  };
  const doneThisWeek = steps.filter(inWeek);
  const open = [...steps.filter((m) => m.status === 'in_progress'), ...steps.filter((m) => m.status === 'todo')];
  return {
    progress: goalProgress(goal),
    // What the last review said, so a bite undone or a plan that grew shows as a drop; before a
    // first review, the progress without this week's bites.
    previousProgress: reported ?? progressWithout(goal, new Set(doneThisWeek.map((m) => m.id))),
    doneThisWeek: doneThisWeek.map((m) => m.title),
    nextSteps: open.slice(0, NEXT_STEPS).map((m) => m.title),
  };
}

/** The goal's pace on `today` (the user's day), for the coach; none without a due date. */
export function paceFigure(goal: Goal, today: string): CoachContext['pace'] {
  const pace = goalPace(goal, planProgress(goal), today);
  if (pace.status === 'no_due_date' || goal.due_date === null) return undefined;
  return { status: pace.status, bitesBehind: pace.bites_behind, dueDate: dayWords(goal.due_date, today) };
}

const unit = (every: string, n: number) => (every === 'week' ? (n === 1 ? 'week' : 'weeks') : (n === 1 ? 'day' : 'days'));

/** Habit bites with a running streak, in words: "Meditate: 5 days in a row". */
export function runningStreaks(goal: Goal): string[] {
  return stepsOf(goal).flatMap((m) => (m.repeat && m.streak > 0 ? [`${m.title}: ${countWords(m.streak)} ${unit(m.repeat.every, m.streak)} in a row`] : []));
}
