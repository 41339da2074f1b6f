import type { ImportResult } from '@cakewalk/shared/schemas/account/account.ts';
import type { ExportFile, ExportGoal, ExportMicrotask } from '@cakewalk/shared/schemas/account/export-file.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { periodsFromFigures } from '@cakewalk/shared/rules/habit.ts';
import { ulid } from 'ulid';
import { countGoals, listGoals } from '../../data/goals/read-goals.ts';
import type { NewBite } from '../../data/goals/new-items.ts';
import { createGoal, newGoalId, type NewGoal } from '../../data/goals/write-goals.ts';
import {
  abandonImport, commitImport, prepareImports, removeImport, revealImport, type PendingImport,
} from '../../data/imports/pending-imports.ts';
import { importedReflectionItems, writeReflections } from '../../data/reflections/import-reflections.ts';
import { Invalid, Unavailable } from '../../domain/errors.ts';
import { takeGoalPlacesFor } from '../limits/goal-quota.ts';
import { reflectionBound, refuseReflectionsOverBound } from '../limits/reflection-quota.ts';
import { settleImports } from './settle-imports.ts';

/**
 * How long an import has to commit: the import function's timeout (infra/lib/function-entries.ts,
 * held equal by a test). In the cloud the function dies then, so no import commits later; locally
 * nothing stops it, so the commit checks the time itself. After it, a sweep may undo the import.
 */
export const IMPORT_DEADLINE_SECONDS = 29;

/**
 * A bite as the file has it, written as a new goal's bites are. A habit keeps its periods (a
 * file from before they were exported gives its figures, and periods are made that match them);
 * its status follows from them, as every habit's does. The days of its dones come along, and a
 * habit's periods then follow from them.
 */
function importedBite(bite: ExportMicrotask, createdDay: string): NewBite {
  const minutes = bite.minutes ?? undefined;
  const doneDays = bite.done_days && { done_days: bite.done_days };
  if (!bite.repeat) return { title: bite.title, status: bite.status, minutes, ...doneDays };
  const periods = bite.periods ?? periodsFromFigures(bite.repeat, bite, createdDay);
  return { title: bite.title, repeat: bite.repeat, minutes, periods, ...doneDays };
}

/** An exported goal as a new goal with the same plan, statuses, history and dates, hidden until its import commits. */
function importedGoal(goal: ExportGoal, importId: string): NewGoal {
  const createdDay = goal.created_at.slice(0, 10);
  return {
    title: goal.title,
    tone: goal.tone,
    description: goal.description,
    due_date: goal.due_date,
    if_then: goal.if_then ?? null,
    created_at: goal.created_at,
    import_id: importId,
    ...(goal.pauses && { pauses: goal.pauses }),
    ...(goal.due_move && { due_move: goal.due_move }),
    subgoals: goal.subgoals.map((subgoal) => ({
      title: subgoal.title,
      tasks: subgoal.tasks.map((task) => ({ title: task.title, microtasks: task.microtasks.map((bite) => importedBite(bite, createdDay)) })),
    })),
  };
}

interface PlanShape {
  title: string;
  created_at: string;
  subgoals: readonly { title: string; tasks: readonly { title: string; microtasks: readonly { title: string }[] }[] }[];
}

/** A goal as its title, its creation time and its plan's words say it: what a copy of it shares. */
const sameness = (goal: PlanShape) =>
  JSON.stringify([goal.title, goal.created_at, goal.subgoals.map((s) => [s.title, s.tasks.map((t) => [t.title, t.microtasks.map((m) => m.title)])])]);

/**
 * The file without the goals the account has already (by id, or by title, creation time and
 * plan, as an earlier import of the same file left them), and without those goals' reflections:
 * importing one's own export again adds nothing twice.
 */
async function withoutGoalsAlreadyThere(userId: string, file: ExportFile): Promise<{ file: ExportFile; skipped: number }> {
  const existing = await listGoals(userId);
  const ids = new Set(existing.map((goal) => goal.id));
  const shapes = new Set(existing.map(sameness));
  const isThere = (goal: ExportGoal) => (goal.id !== undefined && ids.has(goal.id)) || shapes.has(sameness(goal));
  const skipped = file.goals.filter(isThere);
  if (skipped.length === 0) return { file, skipped: 0 };
  const skippedIds = new Set(skipped.flatMap((goal) => (goal.id === undefined ? [] : [goal.id])));
  return {
    file: {
      ...file,
      goals: file.goals.filter((goal) => !isThere(goal)),
      reflections: file.reflections.filter((reflection) => !reflection.goal_id || !skippedIds.has(reflection.goal_id)),
    },
    skipped: skipped.length,
  };
}

/**
 * Adds an export's goals and reflections to the account as new items, all or nothing even if the
 * process dies half-way (ARCHITECTURE.md, "Import an export"): the goal places are taken in the
 * write that records the import on the profile; every item is written marked with the import's
 * id, which hides it; one conditional write on the profile then commits the import, before its
 * deadline, and everything shows at once. A failure before that undoes the import; a process that
 * dies leaves it pending, and the next sweep (a later import, or a goal that finds no place) undoes
 * it once its deadline has passed. A reflection about a goal of the file follows that goal's new id.
 */
export async function importAccount(userId: string, whole: ExportFile): Promise<ImportResult> {
  await settleImports(userId);
  await prepareImports(userId);
  const { file, skipped } = await withoutGoalsAlreadyThere(userId, whole);
  await refuseReflectionsOverBound(userId, file.reflections.length);
  const importId = ulid();
  const goalIds = file.goals.map(() => newGoalId());
  const pending: PendingImport = { state: 'pending', goal_ids: goalIds, deadline: Date.now() + IMPORT_DEADLINE_SECONDS * 1000 };
  if (!(await takeGoalPlacesFor(userId, file.goals.length, { id: importId, pending }))) {
    const have = await countGoals(userId);
    const cap = ABUSE_LIMITS.goalsPerUser;
    throw new Invalid(`You have ${have} goals and this file has ${file.goals.length}: together that is over ${cap}. Finish or delete some first.`);
  }
  const newIdOf = new Map(file.goals.map((goal, i) => [goal.id, goalIds[i]!]));
  const reflections = importedReflectionItems(userId, importId, file.reflections.map((reflection) => ({
    ...reflection,
    goal_id: (reflection.goal_id && newIdOf.get(reflection.goal_id)) || null,
  })));
  try {
    for (const [i, goal] of file.goals.entries()) await createGoal(userId, importedGoal(goal, importId), goalIds[i]!);
    await writeReflections(reflections);
    if (!(await commitImport(userId, importId, reflectionBound(file.reflections.length)))) {
      // Reflections written meanwhile may have taken the room this import's needed.
      await refuseReflectionsOverBound(userId, file.reflections.length);
      throw new Unavailable('This import took too long and was undone. Try again, or import a smaller file.');
    }
  } catch (error) {
    // Undone now if storage allows; if not, the sweep does it after the deadline.
    if (await abandonImport(userId, importId).catch(() => false)) await removeImport(userId, importId, pending).catch(() => undefined);
    throw error;
  }
  // Committed, so already shown: this only spares later reads a look at the import, and a sweep
  // does it if this fails. The caller must not be told to import again.
  await revealImport(userId, importId, pending).catch(() => undefined);
  return { goals: file.goals.length, reflections: file.reflections.length, skipped_goals: skipped };
}
