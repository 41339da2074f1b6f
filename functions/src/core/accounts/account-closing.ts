import {
  getProfile, releaseEmail, removeGoals, removeOutsideItems, removeProfile, removeTheRest,
} from '../../data/accounts/account-removal.ts';
import { removeFeed } from '../../data/accounts/calendar-feeds.ts';
import { Unauthenticated } from '../../domain/errors.ts';

export const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * Everything of an account once its email is released: the calendar feed, what lives outside its
 * partition (chat link, schedule), the goals (their own items first, page by page), the rest of
 * the partition, and the profile last. Each step removes whatever of its kind is left, so running
 * it again, or twice at once, finishes the job.
 */
export async function removeAccountData(userId: string): Promise<void> {
  await removeFeed(userId);
  await removeOutsideItems(userId);
  await removeGoals(userId);
  await removeTheRest(userId);
  await removeProfile(userId);
}

/**
 * Called after a write that may have made items for the user. A deletion marks the profile
 * closing before it removes anything, so a write that still finds the profile open landed before
 * the deletion began and is removed with the rest; a write that finds it closing (or gone, as
 * when the authorizer's answer was cached in the cloud) may have landed after the deletion
 * passed by, so it finishes the deletion itself, and the caller is told the account is gone.
 */
export async function confirmAccountOpen(userId: string): Promise<void> {
  const profile = await getProfile(userId);
  if (profile && !profile.closing_at) return;
  if (profile) await releaseEmail(userId, profile.email);
  await removeAccountData(userId);
  throw new Unauthenticated(ACCOUNT_DELETED);
}
