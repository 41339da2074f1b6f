import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { ulid } from 'ulid';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { emailClaimKind, emailKey, profileKey, readItem, settingsKey, settingsKind } from '../keys.ts';
import type { SettingsItem } from '../checkins/settings.ts';
import { get, getMany, put, remove, update } from '../store.ts';

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

/** What of the profile item makes the user (toUser), to read no more than that. */
const USER_ATTRIBUTES = ['id', 'name', 'email', 'telegram_id', 'email_confirmed_at'];

const toUser = (item: Record<string, unknown>): User => ({
  id: String(item.id),
  name: String(item.name),
  email: String(item.email),
  telegram_id: String(item.telegram_id),
  email_confirmed: Boolean(item.email_confirmed_at),
});

export const newUserId = ulid;

/**
 * The profile is written first and the email claimed second, with a condition, so two
 * sign-ups racing for one address cannot both win; the loser's profile is removed again. Until
 * the claim lands nobody can sign in, so anything written for the account before it is unseen.
 */
export async function createUser(input: NewUser, id = newUserId()): Promise<User> {
  const user: User = { id, name: input.name, email: input.email, telegram_id: input.telegram_id, email_confirmed: false };
  const { email_confirmed: _unconfirmed, ...stored } = user;
  await put({ Item: { ...profileKey(id), ...stored, created_at: new Date().toISOString(), goal_count: 0, reflection_count: 0 } });
  let claimed = false;
  try {
    ({ written: claimed } = await put({
      Item: { ...emailKey(input.email), user_id: id, password_hash: input.passwordHash },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } finally {
    if (!claimed) await remove({ Key: profileKey(id) });
  }
  if (!claimed) throw new Conflict('An account with this email already exists.');
  return user;
}

export async function findCredentials(email: string): Promise<Credentials | undefined> {
  const item = await get(emailKey(email));
  return item && readItem(emailClaimKind, item);
}

export async function getUser(userId: string): Promise<User> {
  const item = await get<Record<string, unknown>>(profileKey(userId));
  if (!item) throw new NotFound('User');
  return toUser(item);
}

/** The profile and the version every session of it must carry, in one read; undefined when there is no profile. */
export async function findUserAndTokenVersion(userId: string): Promise<{ user: User; version: number } | undefined> {
  const item = await get<Record<string, unknown>>(profileKey(userId), [...USER_ATTRIBUTES, 'token_version']);
  return item ? { user: toUser(item), version: Number(item['token_version'] ?? 0) } : undefined;
}

/**
 * The profile and the check-in settings in one read, as a check-in round needs both. An account
 * being deleted (its profile marked closing, or already gone) has no user.
 */
export async function getUserWithSettings(userId: string): Promise<{ user: User | undefined; settings: SettingsItem | undefined }> {
  const [profile, settings] = await getMany([profileKey(userId), settingsKey(userId)]);
  return { user: profile && !profile.closing_at ? toUser(profile) : undefined, settings: settings && readItem(settingsKind, settings) };
}

/**
 * Whether the account's password is still the one `passwordHash` is of: a conditional write, so
 * the answer is the table's at one instant, whatever a password change is doing at the same time.
 * It records the sign-in.
 */
export async function isPasswordStill(email: string, userId: string, passwordHash: string): Promise<boolean> {
  const { written } = await update({
    Key: emailKey(email),
    UpdateExpression: 'SET signed_in_at = :now',
    ConditionExpression: 'user_id = :user AND password_hash = :hash',
    ExpressionAttributeValues: { ':now': new Date().toISOString(), ':user': userId, ':hash': passwordHash },
  });
  return written;
}

/** Stores a new password hash on the user's email claim (only while the claim is theirs). */
export async function setPasswordHash(userId: string, email: string, passwordHash: string): Promise<void> {
  await update({
    Key: emailKey(email),
    UpdateExpression: 'SET password_hash = :hash',
    ConditionExpression: 'user_id = :user',
    ExpressionAttributeValues: { ':hash': passwordHash, ':user': userId },
  }, new NotFound('Account'));
}
