import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Goal, Microtask, SeenHabit } from '@cakewalk/shared/schemas/goal.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';
import { currentStepOf, stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { claimCheckinDone, getCheckinItem, latestCheckin, releaseCheckinDone } from '../../data/checkins/checkins.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { updateMicrotaskStatus, type StatusChange } from '../../data/goals/step-status.ts';
import { listActiveGoals } from './list-goals.ts';

/** What marking a step done came to. */
export type Marked =
  /** The step is no longer in the goal (broken down or deleted since). */
  | { outcome: 'changed' }
  /** Nothing was open to mark. */
  | { outcome: 'nothing-open' }
  | { outcome: 'done'; goal: Goal; step: Microtask; alreadyDone: boolean; next: Microtask | undefined };

/**
 * Sets a step's status as the person chose (the dashboard's toggle), a habit's from what they
 * `seen`; says too whether it wrote a done's record.
 */
export function setStepStatus(userId: string, microtaskId: string, status: Status, seen?: SeenHabit): Promise<StatusChange> {
  return updateMicrotaskStatus(userId, microtaskId, status, seen);
}

async function markDone(userId: string, goal: Goal, stepId: string): Promise<Marked> {
  const step = stepsOf(goal).find((m) => m.id === stepId);
  if (!step) return { outcome: 'changed' };
  const alreadyDone = step.status === 'done';
  if (!alreadyDone) await updateMicrotaskStatus(userId, step.id, 'done');
  // The next step comes from the goal already read, with this change applied: nothing after the
  // write may fail, or a retried message would mark a second step.
  const next = currentStep(stepsOf(goal).map((m) => (m.id === step.id ? { ...m, status: 'done' as const } : m)));
  return { outcome: 'done', goal, step, alreadyDone, next };
}

/** The goal last checked in about while it is active, else the first active one. */
async function focusGoal(userId: string): Promise<Goal | undefined> {
  const latest = await latestCheckin(userId);
  const goals = await listActiveGoals(userId);
  return goals.find((goal) => goal.id === latest?.goal_id) ?? goals[0];
}

/** Marks the current step of the goal in focus done. */
export async function markCurrentStepDone(userId: string): Promise<Marked> {
  const goal = await focusGoal(userId);
  const step = goal && currentStepOf(goal);
  if (!goal || !step) return { outcome: 'nothing-open' };
  return markDone(userId, goal, step.id);
}

/**
 * Marks the step that was current when the check-in was written, once. Throws NotFound when the
 * check-in or its goal is gone.
 */
export async function markCheckinStepDone(userId: string, checkinId: string): Promise<Marked> {
  const checkin = await getCheckinItem(userId, checkinId);
  if (!checkin.step_id) return { outcome: 'nothing-open' };
  const goal = await getGoal(userId, checkin.goal_id);
  const step = stepsOf(goal).find((m) => m.id === checkin.step_id);
  // A one-off's done is the same however often it is set; a habit's counts, so the check-in's Done counts one.
  if (!step?.repeat) return markDone(userId, goal, checkin.step_id);
  if (!(await claimCheckinDone(userId, checkin.id))) return { outcome: 'done', goal, step, alreadyDone: true, next: currentStep(stepsOf(goal)) };
  try {
    return await markDone(userId, goal, step.id);
  } catch (error) {
    await releaseCheckinDone(userId, checkin.id).catch(() => undefined);
    throw error;
  }
}
