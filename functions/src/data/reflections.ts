import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Reflection, ReflectionQuery } from '@cakewalk/shared/schemas/reflection.ts';
import { decodeTime, encodeTime, ulid } from 'ulid';
import { badRequest } from '../http/errors.ts';
import { ddb, tableName } from './client.ts';
import { userPk } from './goal-keys.ts';

// Reflections sort by ULID, which starts with its creation time, so a date range is a key
// range: no index and no scan.
const PREFIX = 'REFL#';
const DAY_MS = 24 * 60 * 60 * 1000;

interface ReflectionItem extends Reflection {
  pk: string;
  sk: string;
}

export interface NewReflection {
  goal_id: string | null;
  goal_name: string | null;
  content: string;
}

export async function createReflection(userId: string, input: NewReflection): Promise<Reflection> {
  const id = ulid();
  const reflection: Reflection = { id, created_at: new Date(decodeTime(id)).toISOString(), ...input };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: { pk: userPk(userId), sk: `${PREFIX}${id}`, ...reflection } }));
  return reflection;
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
// Ids hold no time before 1970, so an earlier day is clamped to the first instant an id can hold.
const idTime = (ms: number) => encodeTime(Math.max(0, ms), 10);

function keyRange(start?: string, end?: string): [string, string] {
  const low = start ? `${PREFIX}${idTime(dayStart(start))}` : PREFIX;
  const high = end ? `${PREFIX}${idTime(dayStart(end) + DAY_MS - 1)}~` : `${PREFIX}~`;
  return [low, high];
}

const encodeCursor = (sk: string) => Buffer.from(sk).toString('base64url');
function decodeCursor(cursor: string, [low, high]: [string, string]): string {
  const sk = Buffer.from(cursor, 'base64url').toString();
  if (!sk.startsWith(PREFIX) || sk < low || sk > high) throw badRequest('cursor: is not valid for this query');
  return sk;
}

export interface ReflectionPage {
  items: Reflection[];
  next: string | null;
}

/** One page of the user's reflections, filtered by goal and by day (inclusive, UTC). */
export async function listReflections(userId: string, query: ReflectionQuery): Promise<ReflectionPage> {
  const pk = userPk(userId);
  const range = keyRange(query.start_date, query.end_date);
  const items: Reflection[] = [];
  let startKey = query.cursor ? { pk, sk: decodeCursor(query.cursor, range) } : undefined;
  do {
    const page = await ddb().send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      ...(query.goal_id && { FilterExpression: 'goal_id = :goal' }),
      ExpressionAttributeValues: { ':pk': pk, ':low': range[0], ':high': range[1], ...(query.goal_id && { ':goal': query.goal_id }) },
      ScanIndexForward: query.sort === 'asc',
      Limit: query.limit - items.length,
      ExclusiveStartKey: startKey,
    }));
    for (const { pk: _pk, sk: _sk, ...reflection } of (page.Items ?? []) as ReflectionItem[]) items.push(reflection);
    startKey = page.LastEvaluatedKey as typeof startKey;
  } while (startKey && items.length < query.limit);
  const last = items.at(-1);
  return { items, next: startKey && last ? encodeCursor(`${PREFIX}${last.id}`) : null };
}
