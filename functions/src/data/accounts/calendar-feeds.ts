import { calendarFeedKey, calendarFeedKind, calendarPointerKey, calendarPointerKind, readItem } from '../keys.ts';
import { get, put, remove, update } from '../store.ts';

// A feed is two items: the lookup by token hash (what a calendar client's GET finds) and the
// user's pointer to the live hash. The pointer decides: a lookup whose hash the pointer no
// longer names (rotated, revoked, or left by a crash between the two writes) is not a feed.

/** Makes `tokenHash` the user's live feed and ends the previous one. */
export async function replaceFeed(userId: string, tokenHash: string): Promise<void> {
  await put({ Item: { ...calendarFeedKey(tokenHash), user_id: userId } });
  const { attributes } = await update({
    Key: calendarPointerKey(userId),
    UpdateExpression: 'SET token_hash = :hash',
    ExpressionAttributeValues: { ':hash': tokenHash },
    ReturnValues: 'UPDATED_OLD',
  });
  const previous = attributes?.token_hash as string | undefined;
  if (previous && previous !== tokenHash) await remove({ Key: calendarFeedKey(previous) });
}

/** Ends the user's feed, if there is one. */
export async function removeFeed(userId: string): Promise<void> {
  const { attributes } = await remove({ Key: calendarPointerKey(userId), ReturnValues: 'ALL_OLD' });
  const previous = attributes?.token_hash as string | undefined;
  if (previous) await remove({ Key: calendarFeedKey(previous) });
}

/** Whether the user has a live feed. */
export async function hasFeed(userId: string): Promise<boolean> {
  return (await get(calendarPointerKey(userId))) !== undefined;
}

/** The user whose live feed has this token hash, if any. */
export async function feedOwner(tokenHash: string): Promise<string | undefined> {
  const found = await get(calendarFeedKey(tokenHash));
  if (!found) return undefined;
  const lookup = readItem(calendarFeedKind, found);
  const pointer = await get(calendarPointerKey(lookup.user_id));
  return pointer && readItem(calendarPointerKind, pointer).token_hash === tokenHash ? lookup.user_id : undefined;
}
