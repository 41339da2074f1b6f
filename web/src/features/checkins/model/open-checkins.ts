import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';

/** An unanswered check-in waits on top for a day, until the next daily one takes its place. */
const OPEN_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The check-ins still waiting for an answer, newest first: each goal's newest check-in, when it
 * has no reply yet and came in the last day. An older one of the same goal has been overtaken.
 */
export function openCheckins(checkins: readonly Checkin[], now: Date): Checkin[] {
  const seen = new Set<string>();
  return checkins.filter((checkin) => {
    if (seen.has(checkin.goal_id)) return false;
    seen.add(checkin.goal_id);
    return checkin.reply === null && now.getTime() - Date.parse(checkin.created_at) < OPEN_FOR_MS;
  });
}
