import type { Goal, PlanBody, PlanSubgoal } from '@cakewalk/shared/schemas/goal.ts';
import { NotFound } from '../../domain/errors.ts';
import { goalsOfItems } from '../../data/goals/read-goals.ts';
import { savePlan } from '../../data/goals/save-plan.ts';
import type { PlanNode } from '../../data/goals/new-items.ts';

function nodesOf(subgoals: readonly PlanSubgoal[]): PlanNode[] {
  return subgoals.map((s) => ({
    key: s.id, title: s.title,
    children: s.tasks.map((t) => ({
      key: t.id, title: t.title,
      children: t.microtasks.map((m) => ({
        key: m.id, title: m.title, repeat: m.repeat, minutes: m.minutes, children: [],
        // A kept item keeps its status: statuses change through their own route.
        ...(m.id === undefined && { status: m.status }),
      })),
    })),
  }));
}

/** What saving a plan came to: the goal as it now is, and whether the edit made any item. */
export interface EditedPlan {
  goal: Goal;
  made: boolean;
}

/** Saves an edited plan over the version the person edited, and answers the goal as it now is. */
export async function editPlan(userId: string, goalId: string, body: PlanBody): Promise<EditedPlan> {
  const saved = await savePlan(userId, goalId, body.version, nodesOf(body.subgoals));
  const [goal] = await goalsOfItems(userId, saved.items);
  if (!goal) throw new NotFound('Goal');
  return { goal, made: saved.created > 0 };
}
