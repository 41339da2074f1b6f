import { Reflection, type ReflectionQuery } from '@cakewalk/shared/schemas/reflection.ts';
import { decodeTime, encodeTime, ulid } from 'ulid';
import { Invalid, NotFound } from '../../domain/errors.ts';
import { REFLECTION_PREFIX, readItem, reflectionKey, reflectionKind, userPk } from '../keys.ts';
import { put, query, remove, update } from '../store.ts';
import { pagesOf } from '../user-partition.ts';
import { IMPORT_MARK } from '../imports/pending-imports.ts';
import { withoutUncommitted } from '../imports/visible.ts';

// Reflections sort by ULID, which starts with its creation time, so a date range is a key
// range: no index and no scan.
const DAY_MS = 24 * 60 * 60 * 1000;


export interface NewReflection {
  goal_id: string | null;
  goal_name: string | null;
  content: string;
  /** The check-in it answers, kept on the item (not in the API) so an edit can reach its copy there. */
  checkin_id?: string;
}

export async function createReflection(userId: string, { checkin_id, ...input }: NewReflection): Promise<Reflection> {
  const id = ulid();
  const reflection: Reflection = { id, created_at: new Date(decodeTime(id)).toISOString(), ...input };
  await put({ Item: { ...reflectionKey(userId, id), ...reflection, ...(checkin_id && { checkin_id }) } });
  return reflection;
}

/** A reflection as stored, and the check-in it answers, if any. */
export interface StoredReflection {
  reflection: Reflection;
  checkinId: string | undefined;
}

const stored = (attributes: Record<string, unknown> | undefined): StoredReflection => ({
  // Read back through the schema: it keeps the reflection's fields and drops the key.
  reflection: Reflection.parse(attributes),
  checkinId: typeof attributes?.checkin_id === 'string' ? attributes.checkin_id : undefined,
});

/** New words for a reflection of this user; one that is not there (or not theirs) is NotFound. */
export async function updateReflectionContent(userId: string, id: string, content: string): Promise<StoredReflection> {
  const { attributes } = await update({
    Key: reflectionKey(userId, id),
    UpdateExpression: 'SET content = :content',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':content': content },
    ReturnValues: 'ALL_NEW',
  }, new NotFound('Reflection'));
  return stored(attributes);
}

export async function deleteReflection(userId: string, id: string): Promise<StoredReflection> {
  const { attributes } = await remove({
    Key: reflectionKey(userId, id),
    ConditionExpression: 'attribute_exists(pk)',
    ReturnValues: 'ALL_OLD',
  }, new NotFound('Reflection'));
  return stored(attributes);
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
// Ids hold no time before 1970, so an earlier day is clamped to the first instant an id can hold.
const idTime = (ms: number) => encodeTime(Math.max(0, ms), 10);

function keyRange(start?: string, end?: string): [string, string] {
  const low = start ? `${REFLECTION_PREFIX}${idTime(dayStart(start))}` : REFLECTION_PREFIX;
  const high = end ? `${REFLECTION_PREFIX}${idTime(dayStart(end) + DAY_MS - 1)}~` : `${REFLECTION_PREFIX}~`;
  return [low, high];
}

const encodeCursor = (sk: string) => Buffer.from(sk).toString('base64url');
function decodeCursor(cursor: string, [low, high]: [string, string]): string {
  const sk = Buffer.from(cursor, 'base64url').toString();
  if (!sk.startsWith(REFLECTION_PREFIX) || sk < low || sk > high) throw new Invalid('The cursor is not valid for this query: load the list again from the start.');
  return sk;
}

export interface ReflectionPage {
  items: Reflection[];
  next: string | null;
}

/** One page of the user's reflections, filtered by goal and by day (inclusive, UTC). */
export async function listReflections(userId: string, filter: ReflectionQuery): Promise<ReflectionPage> {
  const pk = userPk(userId);
  const range = keyRange(filter.start_date, filter.end_date);
  const read = await query({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
    ...(filter.goal_id && { FilterExpression: 'goal_id = :goal' }),
    ExpressionAttributeValues: { ':pk': pk, ':low': range[0], ':high': range[1], ...(filter.goal_id && { ':goal': filter.goal_id }) },
    ScanIndexForward: filter.sort === 'asc',
    ExclusiveStartKey: filter.cursor ? { pk, sk: decodeCursor(filter.cursor, range) } : undefined,
  }, filter.limit);
  const page = { ...read, items: read.items.map((item) => readItem(reflectionKind, item)) };
  const shown = await withoutUncommitted(userId, page.items);
  const items = shown.map(({ id, created_at, goal_id, goal_name, content }): Reflection => ({ id, created_at, goal_id, goal_name, content }));
  // The page goes on from the last item read, shown or not.
  const last = page.items.at(-1);
  return { items, next: page.lastKey && last?.sk ? encodeCursor(last.sk) : null };
}

/** How many reflections the user has, those of imports not yet committed left out. */
export async function countReflections(userId: string): Promise<number> {
  let count = 0;
  for await (const page of pagesOf(userId, REFLECTION_PREFIX, ['pk', 'sk', IMPORT_MARK])) count += (await withoutUncommitted(userId, page)).length;
  return count;
}

/** Every reflection of the user, oldest first, a page at a time (an export). */
export async function* reflectionPages(userId: string): AsyncGenerator<Reflection[]> {
  for await (const page of pagesOf(userId, REFLECTION_PREFIX)) {
    yield (await withoutUncommitted(userId, page.map((item) => readItem(reflectionKind, item)))).map(({ id, created_at, goal_id, goal_name, content }) => ({ id, created_at, goal_id, goal_name, content }));
  }
}
