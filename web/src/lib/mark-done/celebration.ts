import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { doneInPeriodWords, streakWords } from '../words/habit-words.ts';

const allDone = (items: readonly { status: string }[]) => items.length > 0 && items.every((item) => item.status === 'done');

/**
 * The words for a bite just marked done, given the goal as it is afterwards: for a habit, the
 * period it is done for and its streak ("Done today! 5-day streak"); for a one-off bite, the
 * biggest piece it finished (crumb, slice or the whole cake) and how far the goal has come.
 */
export function celebrationFor(goal: Goal, microtaskId: string): string {
  const bites = stepsOf(goal);
  const done = bites.find((bite) => bite.id === microtaskId);
  if (done?.repeat) return [`${doneInPeriodWords(done.repeat)}!`, streakWords(done)].filter(Boolean).join(' ');
  const total = bites.length;
  const tally = `${bites.filter((bite) => bite.status === 'done').length} of ${total} bites`;
  if (allDone(bites)) return `Cake eaten! All ${total} bites done.`;
  for (const subgoal of goal.subgoals) {
    for (const task of subgoal.tasks) {
      if (!task.microtasks.some((microtask) => microtask.id === microtaskId)) continue;
      if (allDone(subgoal.tasks.flatMap((t) => t.microtasks))) return `Slice eaten! ${tally}`;
      if (allDone(task.microtasks)) return `Crumb eaten! ${tally}`;
    }
  }
  return `Bite done! ${tally}`;
}
