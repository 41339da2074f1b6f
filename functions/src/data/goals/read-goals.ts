import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { NotFound } from '../../domain/errors.ts';
import { DONES_AND_GOALS, DONE_PREFIX, GOAL_PREFIX, goalKey, goalSk, idOfSk, isGoalId, isGoalItem, isGoalSk, readStoredItem, userPk } from '../keys.ts';
import type { NodeItem, StoredDueMove, StoredItem } from '../keys.ts';
import type { DaySpan } from '@cakewalk/shared/schemas/progress.ts';
import { buildGoals } from './build-goals.ts';
import { timeZoneOf } from '../checkins/settings.ts';
import { get, projected, queryAll, queryPrefix } from '../store.ts';
import { DONE_ATTRIBUTES, readDoneDay, type DoneDay } from '../history/done-records.ts';
import { IMPORT_MARK } from '../imports/pending-imports.ts';
import { withoutUncommitted } from '../imports/visible.ts';

// What a tree is built from: the partition key, the same on every item, and bookkeeping such as
// done_at stay in the table, which trims about a fifth off what every dashboard read moves.
const TREE_ATTRIBUTES = [
  'sk', 'title', 'status', 'description', 'due_date', 'tone', 'created_at', 'version', 'if_then', 'tree',
  'repeat', 'minutes', 'revs', 'periods', 'snoozed_until', 'paused_until', 'pauses', IMPORT_MARK,
];

/** The goal items under a prefix that readers see, in one Query. */
async function readItems(userId: string, prefix: string): Promise<StoredItem[]> {
  return withoutUncommitted(userId, (await queryPrefix(userPk(userId), prefix, TREE_ATTRIBUTES)).map(readStoredItem));
}

/**
 * Goals built from their items (each goal's own, then its nodes). Only a habit bite's status
 * depends on the user's day, so the time zone is read only when there is one (a pace is close
 * enough in UTC).
 */
export async function goalsOfItems(userId: string, items: readonly StoredItem[]): Promise<Goal[]> {
  const habits = items.some((item) => 'periods' in item || ('repeat' in item && item.repeat) || 'revs' in item && hasRepeat(item.revs));
  return buildGoals(items, dayIn(new Date(), habits ? await timeZoneOf(userId) : 'UTC'));
}

async function readGoals(userId: string, prefix: string): Promise<Goal[]> {
  return goalsOfItems(userId, await readItems(userId, prefix));
}

/** Whether a revision has a repeat: a loop, as every node carries a `revs` map, nearly always empty. */
function hasRepeat(revs: NodeItem['revs']): boolean {
  for (const rev in revs) if (revs[rev]?.repeat) return true;
  return false;
}

/** Every goal of the user as a whole tree: one Query over the user's goal items. */
export function listGoals(userId: string): Promise<Goal[]> {
  return readGoals(userId, GOAL_PREFIX);
}

/** How many goals the user has, from the keys alone. */
export async function countGoals(userId: string): Promise<number> {
  const items = await queryPrefix<{ sk: string }>(userPk(userId), GOAL_PREFIX, ['sk', IMPORT_MARK]);
  return (await withoutUncommitted(userId, items.filter((item) => isGoalSk(item.sk)))).length;
}

/**
 * Goal ids are sort-key prefixes, so only a well-formed one may reach a query: "0" would
 * otherwise match every goal, and "<id>#<key>" a subgoal. Anything else is simply not found.
 */
export function goalPrefix(goalId: string): string {
  if (!isGoalId(goalId)) throw new NotFound('Goal');
  return goalSk(goalId);
}

/** One goal's items as readers see them, its own first (none when there is no such goal): one Query. */
export function readGoalItems(userId: string, goalId: string): Promise<StoredItem[]> {
  return readItems(userId, goalPrefix(goalId));
}

export async function getGoal(userId: string, goalId: string): Promise<Goal> {
  const [goal] = await readGoals(userId, goalPrefix(goalId));
  if (!goal) throw new NotFound('Goal');
  return goal;
}

/** The goal's due date and the one its last change of date moved from, by key: what a change of date is checked against. */
export async function getGoalDueDates(userId: string, goalId: string): Promise<{ due_date: string | null; previous_due_date: string | null }> {
  goalPrefix(goalId);
  const item = await get<{ due_date?: string | null; previous_due_date?: string | null }>(goalKey(userId, goalId), ['pk', 'due_date', 'previous_due_date']);
  if (!item) throw new NotFound('Goal');
  return { due_date: item.due_date ?? null, previous_due_date: item.previous_due_date ?? null };
}

/** Just the goal's title, by key: what a reflection keeps of its goal. */
export async function getGoalTitle(userId: string, goalId: string): Promise<string> {
  goalPrefix(goalId);
  const item = await get<{ title: string }>(goalKey(userId, goalId), ['title', IMPORT_MARK]);
  const [visible] = await withoutUncommitted(userId, item ? [item] : []);
  if (!visible) throw new NotFound('Goal');
  return String(visible.title);
}

/** What a check-in round reads of the user's goals. */
export interface RoundGoals {
  goals: Goal[];
  /** Each goal's dones on or after the day asked for, by goal id. */
  dones: Map<string, DoneDay[]>;
  /** When each done bite was marked done, by bite id. */
  doneAt: Map<string, string>;
  /** The progress each goal's last weekly review reported, by goal id (none before a first review). */
  reviewedProgress: Map<string, number>;
  /** Each paused goal's pauses, by goal id. */
  pauses: Map<string, DaySpan[]>;
}

const ROUND_ATTRIBUTES = [...new Set([...TREE_ATTRIBUTES, 'done_at', 'reviewed_progress', ...DONE_ATTRIBUTES])];

/**
 * Everything a check-in round needs of the user's goals in one Query, with the bookkeeping the
 * dashboard leaves out and the dones since `donesSince`: a round reads the partition once however
 * many goals and figures it states. The Query runs from the first done to the last goal item, and
 * the table leaves out the older dones before answering (they are still read, so a long history
 * costs read capacity, not calls, until it passes a page of 1 MB). `today` is the user's day at
 * the round, which decides the habits' statuses.
 */
export async function readRoundGoals(userId: string, today: string, donesSince: string): Promise<RoundGoals> {
  const projection = projected(ROUND_ATTRIBUTES);
  const read = await queryAll<{ sk: string }>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    // A filter may not name the sort key: goal items are told by having no day, as only dones have one.
    FilterExpression: 'attribute_not_exists(#day) OR #day >= :since',
    ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, '#day': 'day' },
    ExpressionAttributeValues: { ':pk': userPk(userId), ':from': DONES_AND_GOALS.from, ':to': DONES_AND_GOALS.to, ':since': donesSince },
    ProjectionExpression: projection.ProjectionExpression,
    ConsistentRead: true,
  });
  const dones = Map.groupBy(read.filter((item) => item.sk.startsWith(DONE_PREFIX)).map(readDoneDay), (done) => done.goal_id);
  const items = await withoutUncommitted(userId, read.filter((item) => item.sk.startsWith(GOAL_PREFIX)).map(readStoredItem));
  const doneAt = new Map<string, string>();
  const reviewed = new Map<string, number>();
  const pauses = new Map<string, DaySpan[]>();
  for (const item of items) {
    if (item.done_at) doneAt.set(idOfSk(item.sk), item.done_at);
    if (!isGoalItem(item)) continue;
    const id = idOfSk(item.sk);
    if (item.pauses?.length) pauses.set(id, item.pauses);
    if (typeof item.reviewed_progress === 'number') reviewed.set(id, item.reviewed_progress);
  }
  return { goals: buildGoals(items, today), dones, doneAt, reviewedProgress: reviewed, pauses };
}

/** What the Progress page and the check-ins' figures read of the goals besides their trees. */
export interface HistoryGoals {
  goals: Goal[];
  /** Each goal's pauses, by goal id (a goal never paused has none). */
  pauses: Map<string, DaySpan[]>;
  /** A due date move not yet settled, by goal id. */
  dueMoves: Map<string, StoredDueMove>;
}

/** Every goal with its pauses and due date move, in one Query; `today` is the user's day. */
export async function readHistoryGoals(userId: string, today: string): Promise<HistoryGoals> {
  const items = await withoutUncommitted(userId, (await queryPrefix(userPk(userId), GOAL_PREFIX, [...TREE_ATTRIBUTES, 'due_move'])).map(readStoredItem));
  const pauses = new Map<string, DaySpan[]>();
  const dueMoves = new Map<string, StoredDueMove>();
  for (const item of items) {
    if (!isGoalItem(item)) continue;
    const id = idOfSk(item.sk);
    if (item.pauses?.length) pauses.set(id, item.pauses);
    if (item.due_move) dueMoves.set(id, item.due_move);
  }
  return { goals: buildGoals(items, today), pauses, dueMoves };
}
