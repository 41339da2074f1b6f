import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../src/ai/offline/offline-goal-planner.ts';
import { matchArchetype } from '../../../src/ai/offline/match-archetype.ts';
import { readGoal } from '../../../src/ai/offline/reading/read-goal.ts';

// What the planner's table tests share: one planner on a fixed day, the kind a goal reads as, and a plan's bites as text.

const today = { year: 2026, month: 11, day: 23 };

export const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });

/** The kind of goal the goal's first clause matches, if any. */
export function kindOf(goal: string): string | undefined {
  const [clause] = readGoal(goal, today).clauses;
  return clause ? matchArchetype(clause)?.id : undefined;
}

/** Every bite's title, one a line. */
export const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title))).join('\n');
