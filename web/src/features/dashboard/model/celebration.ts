import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { biteCount } from './next-bite.ts';

const allDone = (items: readonly { status: string }[]) => items.length > 0 && items.every((item) => item.status === 'done');

/**
 * The words for a bite just marked done, given the goal as it is afterwards: the biggest piece it
 * finished (crumb, slice or the whole cake) and how far the goal has come.
 */
export function celebrationFor(goal: Goal, microtaskId: string): string {
  const { done, total } = biteCount(goal);
  const tally = `${done} of ${total} bites`;
  if (allDone(goal.subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks)))) {
    return `Cake eaten! All ${total} bites done.`;
  }
  for (const subgoal of goal.subgoals) {
    for (const task of subgoal.tasks) {
      if (!task.microtasks.some((microtask) => microtask.id === microtaskId)) continue;
      if (allDone(subgoal.tasks.flatMap((t) => t.microtasks))) return `Slice eaten! ${tally}`;
      if (allDone(task.microtasks)) return `Crumb eaten! ${tally}`;
    }
  }
  return `Bite done! ${tally}`;
}
