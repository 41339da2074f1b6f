import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { count, nounFor } from '@cakewalk/shared/text/counts.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { bitesWords } from '@cakewalk/shared/rules/progress.ts';
import { doneInPeriodWords, periodCountWords, streakWords } from '../words/habit-words.ts';

// Eaten as the plan's statuses say (rules/status.ts): a crumb or slice with a habit is eaten only
// while the habit is done for its period too, as the dashboard marks it.
const allDone = (items: readonly { status: string }[]) => items.length > 0 && items.every((item) => item.status === 'done');

/**
 * The words for a bite just marked done, given the goal as it is afterwards: for a habit, the
 * period it is done for and its streak ("Done today! 5-day streak"); for a one-off bite, the
 * biggest piece it finished (crumb, slice or the whole cake) and how far the goal has come. The
 * goal's last one-off bite says so and names what carries on, never a tally that reads as work
 * left: its habits hold the bar short of full (a habit counts only as it is kept).
 */
export function celebrationFor(goal: Goal, microtaskId: string): string {
  const bites = stepsOf(goal);
  const done = bites.find((bite) => bite.id === microtaskId);
  if (done?.repeat) {
    // A habit asked several times a period says how far the period has come ("1 of 3 this week"),
    // never "done" before the period is full.
    const perPeriod = perPeriodOf(done.repeat);
    const said = done.period_completions < perPeriod ? `${periodCountWords(done.repeat, done.period_completions)}.` : `${doneInPeriodWords(done.repeat)}!`;
    return [said, streakWords(done)].filter(Boolean).join(' ');
  }
  const progress = planProgress(goal);
  const tally = bitesWords(progress);
  if (allDone(bites)) return progress.total === 1 ? 'Cake eaten! Its bite is done.' : `Cake eaten! All ${count(progress.total, 'bite', 'bites')} done.`;
  const oneOffs = bites.filter((bite) => !bite.repeat);
  if (allDone(oneOffs)) return lastOneOffWords(bites.length - oneOffs.length);
  for (const subgoal of goal.subgoals) {
    for (const task of subgoal.tasks) {
      if (!task.microtasks.some((microtask) => microtask.id === microtaskId)) continue;
      if (allDone(subgoal.tasks.flatMap((t) => t.microtasks))) return `Slice eaten! ${tally}`;
      if (allDone(task.microtasks)) return `Crumb eaten! ${tally}`;
    }
  }
  return `Bite done! ${tally}`;
}

// Short, as the goal's card around it already names the goal (and, on Today, the line in its place
// says what carries on): the tally of one-off bites would only repeat "every".
function lastOneOffWords(habits: number): string {
  return `Last one-off bite done! ${count(habits, 'habit', 'habits')} ${nounFor(habits, 'carries', 'carry')} on.`;
}
