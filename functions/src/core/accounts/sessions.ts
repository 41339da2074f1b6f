import { issueToken, verifyToken, type TokenCheck } from '../../auth/tokens.ts';
import { endSessions, tokenVersionOf } from '../../data/accounts/sessions.ts';
import { endOtherWaysIn } from './every-way-in.ts';

export { onTokenVersionChange, tokenVersionOf } from '../../data/accounts/sessions.ts';

/** Who is signed in, or in plain words why no one is. */
type Authentication = { userId: string } | { authError: string };

const BEARER = /^Bearer\s+(\S+)$/i;

/** The version a user's tokens must carry, undefined when there is no such user. */
export type VersionOf = (userId: string) => Promise<number | undefined>;

/**
 * Checks the bearer token. A token is good while it carries the user's current token version:
 * signing out everywhere (or a new password) raises it and ends every session issued before.
 * `check` verifies the signature and `versionOf` reads the version; the local server passes ones
 * that remember their answers.
 */
export async function authenticate(authorization: string | undefined, check: TokenCheck = verifyToken, versionOf: VersionOf = tokenVersionOf): Promise<Authentication> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) return { authError: 'Please sign in to continue.' };
  const claims = await check(token);
  if (!claims) return { authError: 'Your session has expired or is not valid. Please sign in again.' };
  if ((await versionOf(claims.userId)) !== claims.version) return { authError: 'Your session has ended. Please sign in again.' };
  return { userId: claims.userId };
}

/**
 * Ends every session of the user, the caller's included, and every other way in (the linked chat,
 * push subscriptions, calendar feed); answers a token for the version that starts.
 */
export async function endAllSessions(userId: string): Promise<string> {
  const version = await endSessions(userId);
  await endOtherWaysIn(userId);
  return issueToken(userId, version);
}
