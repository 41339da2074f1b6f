import type { Goal, Microtask, PlanBody, PlanMicrotask } from '@cakewalk/shared/schemas/goal.ts';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { node, type Draft, type DraftNode } from './breakdown-draft.ts';

function withId(item: DraftNode, id: string): DraftNode {
  return { ...item, id };
}

/** A saved goal as the editor's draft: every item keeps its id, every bite its repeat. */
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

/**
 * An item's id as the plan PUT takes it: its key alone (`m1f`) when the id is `<goal id>.<key>`.
 * Full ids would not let a 12 x 12 x 12 plan fit the 64 KB body (ARCHITECTURE.md, "Editing a plan").
 */
export function shortId(goalId: string, id: string): string {
  const prefix = `${goalId}.`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

const sameRepeat = (a: Repeat | null, b: Repeat | null) => JSON.stringify(a) === JSON.stringify(b);

/** The body for the edited draft, made from the plan at `version`; only what a kept item changes is sent. */
export function planBodyFromDraft(goal: Goal, draft: Draft, version: number): PlanBody {
  const savedBites = new Map<string, Microtask>();
  for (const bite of goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))) savedBites.set(bite.id, bite);
  const kept = (id: string | undefined) => (id === undefined ? {} : { id: shortId(goal.id, id) });

  function planBite({ id, title, bite }: DraftNode): PlanMicrotask {
    const saved = id === undefined ? undefined : savedBites.get(id);
    if (!saved) return { title: title.trim(), ...bite };
    // A kept bite's status, minutes and history stay on the server; a repeat left out stays too.
    const repeat = bite?.repeat ?? null;
    return { ...kept(id), title: title.trim(), ...(sameRepeat(repeat, saved.repeat) ? {} : { repeat }) };
  }

  return {
    version,
    subgoals: draft.subgoals.map((subgoal) => ({
      ...kept(subgoal.id),
      title: subgoal.title.trim(),
      tasks: subgoal.children.map((task) => ({
        ...kept(task.id),
        title: task.title.trim(),
        microtasks: task.children.map(planBite),
      })),
    })),
  };
}
