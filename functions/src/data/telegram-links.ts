import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TELEGRAM_LINK_TTL_MS } from '@cakewalk/shared/schemas/telegram.ts';
import { ddb, tableName } from './client.ts';
import { isConditionFailed } from './unavailable.ts';

// A link code is its own item, so `/start CODE` finds the user with one key lookup. TTL
// deletion is lazy, so expiry is also checked in the condition that consumes the code.

const linkKey = (code: string) => ({ pk: `TGLINK#${code}`, sk: 'LINK' });

export interface LinkCode {
  code: string;
  expiresAt: Date;
}

export async function createLinkCode(userId: string, now = new Date()): Promise<LinkCode> {
  // 96 random bits in base64url: only characters a Telegram deep link's start parameter allows.
  const code = randomBytes(12).toString('base64url');
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TTL_MS);
  await ddb().send(new PutCommand({
    TableName: tableName(),
    Item: { ...linkKey(code), user_id: userId, expires_at: Math.ceil(expiresAt.getTime() / 1000) },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
  return { code, expiresAt };
}

export interface ConsumedLink {
  userId: string;
  /** Seconds since the epoch, as the TTL attribute holds it. */
  expiresAt: number;
}

/** The user the code was made for, removing the code; undefined when unknown, used or expired. */
export async function consumeLinkCode(code: string, now = new Date()): Promise<ConsumedLink | undefined> {
  try {
    const { Attributes } = await ddb().send(new DeleteCommand({
      TableName: tableName(),
      Key: linkKey(code),
      ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
      ExpressionAttributeValues: { ':now': now.getTime() / 1000 },
      ReturnValues: 'ALL_OLD',
    }));
    return Attributes && { userId: String(Attributes.user_id), expiresAt: Number(Attributes.expires_at) };
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Puts a consumed code back, as it was, when what it was consumed for could not be done. */
export async function restoreLinkCode(code: string, link: ConsumedLink): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: tableName(),
    Item: { ...linkKey(code), user_id: link.userId, expires_at: link.expiresAt },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}
