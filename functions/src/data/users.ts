import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '@cakewalk/shared/schemas/user.ts';
import { ulid } from 'ulid';
import { conflict, notFound } from '../http/errors.ts';
import { ddb, tableName } from './client.ts';
import { userPk } from './goal-keys.ts';
import { isConditionFailed } from './unavailable.ts';

export const PROFILE_SK = 'PROFILE';
export const profileKey = (userId: string) => ({ pk: userPk(userId), sk: PROFILE_SK });
/** Emails are unique without regard to case: the claim item's key is the lower-cased address. */
const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

export interface Credentials {
  user_id: string;
  password_hash: string;
}

interface NewUser {
  name: string;
  email: string;
  telegram_id: string;
  passwordHash: string;
}

const toUser = (item: Record<string, unknown>): User => ({
  id: String(item.id),
  name: String(item.name),
  email: String(item.email),
  telegram_id: String(item.telegram_id),
});

/**
 * The profile is written first and the email claimed second, with a condition, so two
 * sign-ups racing for one address cannot both win; the loser's profile is removed again.
 */
export async function createUser(input: NewUser): Promise<User> {
  const id = ulid();
  const user: User = { id, name: input.name, email: input.email, telegram_id: input.telegram_id };
  const table = tableName();
  await ddb().send(new PutCommand({ TableName: table, Item: { ...profileKey(id), ...user, created_at: new Date().toISOString() } }));
  try {
    await ddb().send(new PutCommand({
      TableName: table,
      Item: { ...emailKey(input.email), user_id: id, password_hash: input.passwordHash },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (error) {
    await ddb().send(new DeleteCommand({ TableName: table, Key: profileKey(id) }));
    if (isConditionFailed(error)) throw conflict('An account with this email already exists.');
    throw error;
  }
  return user;
}

export async function findCredentials(email: string): Promise<Credentials | undefined> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }));
  return Item as Credentials | undefined;
}

export async function getUser(userId: string): Promise<User> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: profileKey(userId), ConsistentRead: true }));
  if (!Item) throw notFound('User');
  return toUser(Item);
}
