import type { Goal, PlanBody, PlanMicrotask } from '@cakewalk/shared/schemas/goal.ts';
import { node, type Draft, type DraftNode } from '../../goal-setup/model/breakdown-draft.ts';

function withId(item: DraftNode, id: string): DraftNode {
  return { ...item, id };
}

/** A saved goal as the goal-setup editor's draft: every item keeps its id, every bite its repeat. */
export function draftFromGoal(goal: Goal): Draft {
  return {
    title: goal.title,
    subgoals: goal.subgoals.map((subgoal) =>
      withId(
        node(
          subgoal.title,
          subgoal.tasks.map((task) =>
            withId(
              node(
                task.title,
                task.microtasks.map((bite) => ({
                  ...withId(node(bite.title), bite.id),
                  bite: { ...(bite.minutes === null ? {} : { minutes: bite.minutes }), repeat: bite.repeat },
                })),
              ),
              task.id,
            ),
          ),
        ),
        subgoal.id,
      ),
    ),
  };
}

function ided<T extends object>(id: string | undefined, rest: T): T & { id?: string } {
  return id === undefined ? rest : { id, ...rest };
}

function planBite({ id, title, bite }: DraftNode): PlanMicrotask {
  return ided(id, { title: title.trim(), ...bite });
}

/** The PUT body for the edited draft, made from the plan at `version`. */
export function planBodyFromDraft(draft: Draft, version: number): PlanBody {
  return {
    version,
    subgoals: draft.subgoals.map((subgoal) =>
      ided(subgoal.id, {
        title: subgoal.title.trim(),
        tasks: subgoal.children.map((task) =>
          ided(task.id, { title: task.title.trim(), microtasks: task.children.map(planBite) }),
        ),
      }),
    ),
  };
}
