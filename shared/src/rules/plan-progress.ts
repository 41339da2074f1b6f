import type { Goal, Pace, Progress } from '../schemas/goal.ts';
import type { DaySpan } from '../schemas/progress.ts';
import { paceOf } from './pace.ts';
import { progressOf } from './progress.ts';

interface Node {
  subgoals?: readonly { tasks: readonly BiteHolder[] }[];
  tasks?: readonly BiteHolder[];
  microtasks?: readonly BiteHolder['microtasks'][number][];
}
interface BiteHolder {
  microtasks: readonly Parameters<typeof progressOf>[0][number][];
}

/** The progress of a goal, a subgoal or a task: the share of the bites under it that are done. */
export function planProgress(node: Node): Progress {
  const tasks = node.subgoals?.flatMap((s) => s.tasks) ?? node.tasks ?? [];
  return progressOf(node.microtasks ?? tasks.flatMap((t) => t.microtasks));
}

/**
 * A goal's pace against its due date, as of `today` ('YYYY-MM-DD' in the user's time zone); its
 * paused days count neither way.
 */
export function goalPace(goal: Pick<Goal, 'created_at' | 'due_date'>, progress: Progress, today: string, pauses: readonly DaySpan[] = []): Pace {
  return paceOf({ progress, createdDay: goal.created_at.slice(0, 10), dueDate: goal.due_date, today, pauses });
}
