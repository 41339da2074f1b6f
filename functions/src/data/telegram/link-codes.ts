import { randomBytes } from 'node:crypto';
import { TELEGRAM_LINK_TTL_MS } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { Conflict } from '../../domain/errors.ts';
import { LINK_CODE_NOTE_PREFIX, linkCodeKind, readItem, telegramLinkKey, userLinkCodeKey, type Key } from '../keys.ts';
import { deleteAll, get, put, remove } from '../store.ts';
import { pagesOf } from '../user-partition.ts';

// A link code is its own item, so `/start CODE` finds the user with one key lookup. TTL
// deletion is lazy, so expiry is also checked in the condition that consumes the code. The user's
// partition notes each code (same TTL), so a new password or a deletion can end every live one.

export interface LinkCode {
  code: string;
  expiresAt: Date;
}

const codeTaken = () => new Conflict('This link code is already in use.');

export async function createLinkCode(userId: string, now = new Date()): Promise<LinkCode> {
  // 96 random bits in base64url: only characters a Telegram deep link's start parameter allows.
  const code = randomBytes(12).toString('base64url');
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TTL_MS);
  await put({ Item: { ...userLinkCodeKey(userId, code), expires_at: Math.ceil(expiresAt.getTime() / 1000) } });
  await put({
    Item: { ...telegramLinkKey(code), user_id: userId, expires_at: Math.ceil(expiresAt.getTime() / 1000) },
    ConditionExpression: 'attribute_not_exists(pk)',
  }, codeTaken());
  return { code, expiresAt };
}

export interface ConsumedLink {
  userId: string;
  /** Seconds since the epoch, as the TTL attribute holds it. */
  expiresAt: number;
}

/** The user a live code was made for, leaving the code in place; undefined when unknown, used or expired. */
export async function peekLinkCode(code: string, now = new Date()): Promise<string | undefined> {
  const found = await get(telegramLinkKey(code));
  const item = found && readItem(linkCodeKind, found);
  return item && item.expires_at > now.getTime() / 1000 ? item.user_id : undefined;
}

/** The user the code was made for, removing the code; undefined when unknown, used or expired. */
export async function consumeLinkCode(code: string, now = new Date()): Promise<ConsumedLink | undefined> {
  const { attributes } = await remove({
    Key: telegramLinkKey(code),
    ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
    ExpressionAttributeValues: { ':now': now.getTime() / 1000 },
    ReturnValues: 'ALL_OLD',
  });
  return attributes && { userId: String(attributes.user_id), expiresAt: Number(attributes.expires_at) };
}

/** Puts a consumed code back, as it was, when what it was consumed for could not be done. */
export async function restoreLinkCode(code: string, link: ConsumedLink): Promise<void> {
  await put({
    Item: { ...telegramLinkKey(code), user_id: link.userId, expires_at: link.expiresAt },
    ConditionExpression: 'attribute_not_exists(pk)',
  }, codeTaken());
}

/** Ends every link code the user asked for, whether or not it is still live. */
export async function removeLinkCodesOf(userId: string): Promise<void> {
  for await (const notes of pagesOf<Key>(userId, LINK_CODE_NOTE_PREFIX, ['pk', 'sk'])) {
    await deleteAll(notes.map((note) => telegramLinkKey(note.sk.slice(LINK_CODE_NOTE_PREFIX.length))));
    await deleteAll(notes);
  }
}
