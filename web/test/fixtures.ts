import type { Dashboard, Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';

export const USER: User = { id: 'u1', name: 'Ada Baker', email: 'ada@example.com', telegram_id: '@adabaker', email_confirmed: false };

const microtask = (id: string, title: string, status: Status, taskId: string): Microtask => ({
  id,
  title,
  status,
  task_id: taskId,
  repeat: null,
  completions: status === 'done' ? 1 : 0,
  period_completions: status === 'done' ? 1 : 0,
  streak: 0,
  last_done: null,
  minutes: null,
});
const task = (id: string, title: string, status: Status, microtasks: Microtask[]): Task => ({
  id,
  title,
  status,
  microtasks,
});
const subgoal = (id: string, title: string, status: Status, tasks: Task[]): Subgoal => ({ id, title, status, tasks });

/** A goal as the API answers with it, its progress worked out from its subgoals; `more` sets any other field. */
export function goal(id: string, title: string, status: Status, subgoals: Subgoal[], more: Partial<Goal> = {}): Goal {
  return {
    id,
    title,
    description: `${title}, in my own words`,
    due_date: null,
    status,
    tone: 'friendly',
    created_at: '2025-01-02T10:00:00.000Z',
    version: 1,
    snoozed_until: null,
    paused_until: null,
    if_then: null,
    progress: planProgress({ subgoals }),
    pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals,
    ...more,
  };
}

/** Spanish (todo) comes first, so the default goal is the first in progress, not the first. */
export function dashboardFixture(): Dashboard {
  return {
    goals: [
      goal('g2', 'Learn Spanish', 'todo', [
        subgoal('s4', 'Basics', 'todo', [
          task('t6', 'Alphabet', 'todo', [microtask('m9', 'Vowels', 'todo', 't6'), microtask('m10', 'Consonants', 'todo', 't6')]),
        ]),
      ]),
      goal('g1', 'Run a 10K', 'in_progress', [
        subgoal('s1', 'Build a base', 'done', [
          task('t1', 'Easy runs', 'done', [microtask('m1', 'Run 2 km', 'done', 't1'), microtask('m2', 'Run 3 km', 'done', 't1')]),
        ]),
        subgoal('s2', 'Add speed work', 'in_progress', [
          task('t2', 'Find a track', 'done', [microtask('m3', 'Search the map', 'done', 't2')]),
          task('t3', 'Intervals', 'in_progress', [
            microtask('m4', '4 x 400 m', 'done', 't3'),
            microtask('m5', '5 x 400 m', 'in_progress', 't3'),
            microtask('m6', '6 x 400 m', 'todo', 't3'),
          ]),
          task('t4', 'Tempo runs', 'in_progress', [
            microtask('m7', 'Tempo 20 min', 'todo', 't4'),
            microtask('m11', 'Tempo 15 min', 'in_progress', 't4'),
          ]),
        ]),
        subgoal('s3', 'Race week', 'todo', [task('t5', 'Taper', 'todo', [microtask('m8', 'Rest day', 'todo', 't5')])]),
      ]),
    ],
  };
}
