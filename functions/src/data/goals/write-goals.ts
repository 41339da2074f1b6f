import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { monotonicFactory } from 'ulid';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { goalKey } from '../keys.ts';
import { put, putAll, update } from '../store.ts';
import { buildGoals } from './build-goals.ts';
import type { GoalItem, StoredDueMove } from '../keys.ts';
import { newPlanItems, type NewSubgoal } from './new-items.ts';
import { getGoal, goalPrefix } from './read-goals.ts';
import { encodeTree } from './stored-tree.ts';
import { IMPORT_MARK } from '../imports/pending-imports.ts';
import { putDones } from '../history/done-records.ts';
import { removeGoalItems } from './remove-goal.ts';
import type { DaySpan } from '@cakewalk/shared/schemas/progress.ts';

export interface NewGoal {
  title: string;
  tone: Tone;
  description: string;
  due_date: string | null;
  if_then?: IfThen | null;
  subgoals: readonly NewSubgoal[];
  /** An imported goal keeps the time it was first made. */
  created_at?: string;
  /** An imported goal's own item carries its import's id, which hides it until the import commits. */
  import_id?: string;
  /** An imported goal keeps its pauses and a due date move not yet said. */
  pauses?: readonly DaySpan[];
  due_move?: StoredDueMove;
}

/** A big plan's items go in several batches side by side: each batch is a round trip to the table. */
const BATCHES_AT_ONCE = 8;

/** Goals list in id order; ids made in the same millisecond (an import) keep the order they were made in. */
export const newGoalId = monotonicFactory();

/**
 * Children first, the goal's own item last: until that last write lands the goal does not
 * exist for any reader, so a crash half-way never shows half a goal.
 */
export async function createGoal(userId: string, input: NewGoal, goalId = newGoalId()): Promise<Goal> {
  const head = goalKey(userId, goalId);
  const plan = newPlanItems(head, input.subgoals, 0);
  const goal: GoalItem = {
    ...head,
    title: input.title,
    description: input.description,
    due_date: input.due_date,
    tone: input.tone,
    if_then: input.if_then ?? null,
    created_at: input.created_at ?? new Date().toISOString(),
    version: 1,
    tree: encodeTree(plan.tree),
    seq: plan.used,
    ...(input.import_id && { [IMPORT_MARK]: input.import_id }),
    ...(input.pauses?.length && { pauses: [...input.pauses] }),
    ...(input.due_move && { due_move: input.due_move }),
  };
  await putAll(plan.items, BATCHES_AT_ONCE);
  await putDones(plan.dones);
  await put({ Item: goal, ConditionExpression: 'attribute_not_exists(pk)' }, new Conflict('This goal already exists.'));
  const [created] = buildGoals([goal, ...plan.items], dayIn(new Date(), 'UTC'));
  return created!;
}

/** New words for a goal; a tone or if-then plan left out is kept. */
export interface GoalChanges {
  title: string;
  description: string;
  due_date: string | null;
  tone?: Tone | undefined;
  if_then?: IfThen | null | undefined;
  /** The date a change of due date moves from, kept so that its Undo may give it back even once it is past. */
  previous_due_date?: string | null | undefined;
}

export async function updateGoal(userId: string, goalId: string, changes: GoalChanges): Promise<Goal> {
  goalPrefix(goalId);
  const values: Record<string, unknown> = { ':title': changes.title, ':description': changes.description, ':due': changes.due_date };
  const sets = ['title = :title', 'description = :description', 'due_date = :due'];
  if (changes.tone !== undefined) {
    sets.push('tone = :tone');
    values[':tone'] = changes.tone;
  }
  if (changes.if_then !== undefined) {
    sets.push('if_then = :if_then');
    values[':if_then'] = changes.if_then;
  }
  if (changes.previous_due_date !== undefined) {
    sets.push('previous_due_date = :previous');
    values[':previous'] = changes.previous_due_date;
  }
  await update({
    Key: goalKey(userId, goalId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: values,
  }, new NotFound('Goal'));
  return getGoal(userId, goalId);
}

/**
 * Removes the goal as every goal is removed (remove-goal.ts). If this stops half-way, the
 * leftovers are invisible, and deleting again finishes. Answers whether this call removed the
 * goal's own item (of several at once, exactly one does).
 */
export async function deleteGoal(userId: string, goalId: string): Promise<boolean> {
  goalPrefix(goalId);
  const { found, removedGoal } = await removeGoalItems(userId, goalId);
  if (!found) throw new NotFound('Goal');
  return removedGoal;
}

/** The goal item's fields that change one at a time, outside any plan edit. */
interface GoalFields {
  /** A stalled goal's "later date". */
  due_date: string;
  /** No daily check-in for the goal on a day before this one ('YYYY-MM-DD' where the user is). */
  snoozed_until: string;
  /** The progress the last weekly review reported, so the next one compares with what it said. */
  reviewed_progress: number;
}

async function setGoalField<K extends keyof GoalFields>(userId: string, goalId: string, name: K, value: GoalFields[K]): Promise<void> {
  goalPrefix(goalId);
  await update({
    Key: goalKey(userId, goalId),
    UpdateExpression: 'SET #name = :value',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#name': name },
    ExpressionAttributeValues: { ':value': value },
  }, new NotFound('Goal'));
}

export const setDueDate = (userId: string, goalId: string, day: string) => setGoalField(userId, goalId, 'due_date', day);
export const snoozeGoal = (userId: string, goalId: string, day: string) => setGoalField(userId, goalId, 'snoozed_until', day);

/** Undoes "Not today": the goal's next bite is back on Today at once. */
export async function wakeGoal(userId: string, goalId: string): Promise<void> {
  goalPrefix(goalId);
  await update({
    Key: goalKey(userId, goalId),
    UpdateExpression: 'REMOVE snoozed_until',
    ConditionExpression: 'attribute_exists(pk)',
  }, new NotFound('Goal'));
}
export const setReviewedProgress = (userId: string, goalId: string, percent: number) =>
  setGoalField(userId, goalId, 'reviewed_progress', percent);
