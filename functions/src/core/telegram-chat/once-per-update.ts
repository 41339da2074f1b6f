import { claimUpdate, releaseUpdate } from '../../data/telegram/updates.ts';

/**
 * Runs `handle` for a Telegram update the first time it arrives. Telegram sends an update again
 * when it thinks it failed; if handling fails, the update is let through again for that retry.
 */
export async function oncePerUpdate(updateId: number, handle: () => Promise<void>): Promise<void> {
  if (!(await claimUpdate(updateId))) return;
  try {
    await handle();
  } catch (error) {
    await releaseUpdate(updateId);
    throw error;
  }
}
