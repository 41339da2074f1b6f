import type { Goal, PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { shortId } from '../plan-editor/drafts/plan-draft.ts';

/**
 * The plan as it was before `replacedId` was broken down, to be PUT at `version` (the one the
 * breakdown left). The replaced bite is gone on the server, so it comes back as a new item in its
 * old place, with its old title, status and repeat; the bites the breakdown made are left out.
 */
export function undoBreakdownBody(before: Goal, replacedId: string, version: number): PlanBody {
  const id = (full: string) => shortId(before.id, full);
  return {
    version,
    subgoals: before.subgoals.map((subgoal) => ({
      id: id(subgoal.id),
      title: subgoal.title,
      tasks: subgoal.tasks.map((task) => ({
        id: id(task.id),
        title: task.title,
        microtasks: task.microtasks.map((bite) =>
          bite.id === replacedId
            ? {
                title: bite.title,
                status: bite.status,
                repeat: bite.repeat,
                ...(bite.minutes === null ? {} : { minutes: bite.minutes }),
              }
            : { id: id(bite.id), title: bite.title },
        ),
      })),
    })),
  };
}
