import {
  MAIL_TOKEN_NOTE_PREFIX, mailTokenKey, mailTokenKind, readItem, userMailTokenKey, type Key, type MailTokenItem, type MailTokenPurpose,
} from '../keys.ts';
import { deleteAll, put, remove } from '../store.ts';
import { pagesOf } from '../user-partition.ts';

// Tokens of emailed links. The item is keyed by the token's SHA-256 (the token itself is never
// stored) and its purpose; `expires_at` is also the table's TTL, which removes it lazily, so
// taking a token checks the time itself. The user's partition notes each one (same TTL), so a
// deletion ends every link it sent at once.

export type { MailTokenPurpose };

export type { MailTokenItem } from '../keys.ts';

export async function saveMailToken(tokenHash: string, purpose: MailTokenPurpose, item: MailTokenItem): Promise<void> {
  await put({ Item: { ...userMailTokenKey(item.user_id, tokenHash, purpose), expires_at: item.expires_at } });
  await put({ Item: { ...mailTokenKey(tokenHash, purpose), ...item } });
}

/**
 * Uses the token up: one conditional delete, so of two clicks on one link only one gets the item.
 * Undefined when there is no such token or it has expired.
 */
export async function takeMailToken(tokenHash: string, purpose: MailTokenPurpose, now: Date): Promise<MailTokenItem | undefined> {
  const { attributes } = await remove({
    Key: mailTokenKey(tokenHash, purpose),
    ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
    ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
    ReturnValues: 'ALL_OLD',
  });
  return attributes && readItem(mailTokenKind, attributes);
}

/** Ends every emailed link the user was sent, whether or not it is still live. */
export async function removeMailTokensOf(userId: string): Promise<void> {
  for await (const notes of pagesOf<Key>(userId, MAIL_TOKEN_NOTE_PREFIX, ['pk', 'sk'])) {
    await deleteAll(notes.map((note) => {
      const [purpose, tokenHash = ''] = note.sk.slice(MAIL_TOKEN_NOTE_PREFIX.length).split('#') as [MailTokenPurpose, string];
      return mailTokenKey(tokenHash, purpose);
    }));
    await deleteAll(notes);
  }
}
