import type { Goal, Microtask, PlanBody, PlanMicrotask } from '@cakewalk/shared/schemas/goal.ts';

function keptBite({ id, title, repeat }: Microtask): PlanMicrotask {
  return { id, title, repeat };
}

/**
 * The plan as it was before `replacedId` was broken down, to be PUT at `version` (the one the
 * breakdown left). The replaced bite is gone on the server, so it comes back as a new item in its
 * old place, with its old title, status and repeat; the bites the breakdown made are left out.
 */
export function undoBreakdownBody(before: Goal, replacedId: string, version: number): PlanBody {
  return {
    version,
    subgoals: before.subgoals.map((subgoal) => ({
      id: subgoal.id,
      title: subgoal.title,
      tasks: subgoal.tasks.map((task) => ({
        id: task.id,
        title: task.title,
        microtasks: task.microtasks.map((bite) =>
          bite.id === replacedId
            ? {
                title: bite.title,
                status: bite.status,
                repeat: bite.repeat,
                ...(bite.minutes === null ? {} : { minutes: bite.minutes }),
              }
            : keptBite(bite),
        ),
      })),
    })),
  };
}
