// The time a week the person gives a goal shows in its plan: a kind whose plan holds no session
// to set (a repair, a room to paint) gets the goal's own work at that length and rhythm
// ("Work on the old bicycle for 30 minutes", every weekday), in its doing phase, so 30 minutes and
// 5 hours a week never give the same plan.

import type { RawSubgoal } from '../compose/plan-parts.ts';
import { repeatFor } from '../compose/schedule.ts';
import type { WeeklyTime } from '../reading/read-goal.ts';

/** The plan with a session of `work` at the weekly time, unless a bite of it already comes round at that rhythm. */
export function withWeeklySession(subgoals: RawSubgoal[], weekly: WeeklyTime, work: string | undefined, days: number): RawSubgoal[] {
  const bites = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks));
  const set = bites.some((bite) => bite.repeat?.every === weekly.every && (bite.repeat.per_period ?? 1) === weekly.perPeriod);
  if (!work || set || subgoals.length === 0) return subgoals;
  // The doing comes after finding out and getting ready: the middle of the plan, through its share of the days.
  const at = Math.floor(subgoals.length / 2);
  const session = { title: work, minutes: weekly.minutes, repeat: repeatFor(weekly.every, Math.max(7, Math.round(days / subgoals.length)), weekly.perPeriod) };
  return subgoals.map((subgoal, i) => {
    const [task, ...tasks] = subgoal.tasks;
    // After the task's first bite, which gets it ready ("Clear a work space ..."), before the rest.
    const [ready, ...rest] = task?.microtasks ?? [];
    return i === at && task && ready ? { ...subgoal, tasks: [{ ...task, microtasks: [ready, session, ...rest] }, ...tasks] } : subgoal;
  });
}
