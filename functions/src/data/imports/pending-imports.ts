import { REFLECTION_PREFIX, goalKey, profileKey, userPk, type Key } from '../keys.ts';
import { deleteAll, get, queryAll, update } from '../store.ts';
import { removeGoalItems } from '../goals/remove-goal.ts';

// An import's items are written where readers look, but marked with the import's id; readers
// show a marked item only once the import is committed (imports/visible.ts). The imports under
// way live on the profile, in the map `imports`, beside the goal count their places were taken
// from in the same write: committing is one conditional write there, and a sweep that finds an
// import left pending past its deadline removes its items and gives its places back.
// ARCHITECTURE.md, "Import an export".

/** The attribute that marks an item written by an import not yet revealed. */
export const IMPORT_MARK = 'import_id';

type ImportState = 'pending' | 'committed' | 'abandoned';

export interface PendingImport {
  state: ImportState;
  /** The new goals' ids: the goal places it holds, and where its goal items are. */
  goal_ids: string[];
  /** Milliseconds since the epoch after which it can no longer commit. */
  deadline: number;
}

const entry = (id: string) => ({ '#imports': 'imports', '#id': id });

/** Every import of the user under way or left behind, by id. */
export async function importsOf(userId: string): Promise<Record<string, PendingImport>> {
  const profile = await get<{ imports?: Record<string, PendingImport> }>(profileKey(userId), ['imports']);
  return profile?.imports ?? {};
}

/** Makes room for import entries on the profile (a nested path can only be set inside an existing map). */
export async function prepareImports(userId: string): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET #imports = if_not_exists(#imports, :none)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#imports': 'imports' },
    ExpressionAttributeValues: { ':none': {} },
  });
}

/** The expression parts that record a new pending import in the write that takes its places. */
export function recordImport(id: string, pending: PendingImport) {
  return {
    set: '#imports.#id = :import',
    condition: 'attribute_not_exists(#imports.#id)',
    names: entry(id),
    values: { ':import': pending },
  };
}

/**
 * The one write that makes everything the import wrote visible, if it is still pending and in
 * time, and adds its `reflections` to the count, if they leave it within `maxReflections`.
 */
export async function commitImport(userId: string, id: string, reflections: { count: number; max: number }, now = Date.now()): Promise<boolean> {
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET #imports.#id.#state = :committed ADD reflection_count :reflections',
    ConditionExpression: '#imports.#id.#state = :pending AND #imports.#id.deadline > :now AND reflection_count <= :room',
    ExpressionAttributeNames: { ...entry(id), '#state': 'state' },
    ExpressionAttributeValues: {
      ':committed': 'committed', ':pending': 'pending', ':now': now, ':reflections': reflections.count, ':room': reflections.max - reflections.count,
    },
  });
  return written;
}

/**
 * Marks a pending import abandoned, so it can never commit: by the import itself when a write
 * failed, or by a sweep once its deadline has passed (`before`). Answers whether it is abandoned.
 */
export async function abandonImport(userId: string, id: string, before?: number): Promise<boolean> {
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET #imports.#id.#state = :abandoned',
    ConditionExpression: `#imports.#id.#state IN (:pending, :abandoned)${before === undefined ? '' : ' AND #imports.#id.deadline < :before'}`,
    ExpressionAttributeNames: { ...entry(id), '#state': 'state' },
    ExpressionAttributeValues: { ':abandoned': 'abandoned', ':pending': 'pending', ...(before !== undefined && { ':before': before }) },
  });
  return written;
}

/** The reflections an import wrote (found by their mark: an import may write thousands). */
function importedReflections(userId: string, id: string): Promise<Key[]> {
  return queryAll<Key>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#mark = :id',
    ExpressionAttributeNames: { '#mark': IMPORT_MARK },
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': REFLECTION_PREFIX, ':id': id },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
}

const WRITES_AT_ONCE = 16;

async function unmark(keys: readonly Key[], id: string): Promise<void> {
  for (let i = 0; i < keys.length; i += WRITES_AT_ONCE) {
    await Promise.all(keys.slice(i, i + WRITES_AT_ONCE).map((Key) => update({
      Key,
      UpdateExpression: 'REMOVE #mark',
      ConditionExpression: '#mark = :id',
      ExpressionAttributeNames: { '#mark': IMPORT_MARK },
      ExpressionAttributeValues: { ':id': id },
    })));
  }
}

/** After the commit: takes the mark off the import's items, so readers no longer look the import up. */
export async function revealImport(userId: string, id: string, pending: PendingImport): Promise<void> {
  await unmark(pending.goal_ids.map((goalId) => goalKey(userId, goalId)), id);
  await unmark(await importedReflections(userId, id), id);
}

/**
 * Forgets a committed import whose items are revealed (its places stay taken by its goals). Done
 * by a later sweep rather than at once: a reader that saw an item still marked looks the import
 * up just after, and must find it committed.
 */
export async function forgetImport(userId: string, id: string): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'REMOVE #imports.#id',
    ConditionExpression: '#imports.#id.#state = :committed',
    ExpressionAttributeNames: { ...entry(id), '#state': 'state' },
    ExpressionAttributeValues: { ':committed': 'committed' },
  });
}

/**
 * Removes what an abandoned import wrote (each goal as a goal is deleted), then
 * forgets it and gives its goal places back in one write, so a place is never given back twice.
 */
export async function removeImport(userId: string, id: string, pending: PendingImport): Promise<void> {
  for (const goalId of pending.goal_ids) await removeGoalItems(userId, goalId);
  await deleteAll(await importedReflections(userId, id));
  await update({
    Key: profileKey(userId),
    UpdateExpression: `REMOVE #imports.#id${pending.goal_ids.length > 0 ? ' ADD goal_count :minus' : ''}`,
    ConditionExpression: '#imports.#id.#state = :abandoned',
    ExpressionAttributeNames: { ...entry(id), '#state': 'state' },
    ExpressionAttributeValues: { ':abandoned': 'abandoned', ...(pending.goal_ids.length > 0 && { ':minus': -pending.goal_ids.length }) },
  });
}

