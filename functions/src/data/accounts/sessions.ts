import { NotFound } from '../../domain/errors.ts';
import { profileKey } from '../keys.ts';
import { get, update } from '../store.ts';

// A user's token version, on the profile (missing = 0). Every token carries the version it was
// issued under, and the authorizer accepts it only while the two match: raising the version
// ends every session issued before, at once.

type VersionChange = (userId: string) => void;
const versionChanges = new Set<VersionChange>();

/**
 * Calls `listener` with the user's id each time this process raises their token version or
 * removes their profile: what a memory of token versions (the local server's) must forget.
 */
export function onTokenVersionChange(listener: VersionChange): void {
  versionChanges.add(listener);
}

/** Says that the user's token version changed or is gone (see onTokenVersionChange). */
export function tokenVersionChanged(userId: string): void {
  for (const listener of versionChanges) listener(userId);
}

/** The version the user's tokens must carry; undefined when there is no such user. */
export async function tokenVersionOf(userId: string): Promise<number | undefined> {
  const item = await get<{ token_version?: number }>(profileKey(userId), ['pk', 'token_version']);
  return item ? Number(item.token_version ?? 0) : undefined;
}

/** Ends every session of the user; answers the version new tokens must carry. */
export async function endSessions(userId: string): Promise<number> {
  const { attributes } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD token_version :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  }, new NotFound('User'));
  tokenVersionChanged(userId);
  return Number(attributes?.token_version);
}
