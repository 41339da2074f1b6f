// A goal is stalled when no bite of it was done for STALLED_DAYS days: counted from the latest
// time a bite was done, or from when the goal was made while none is. Its daily check-in then
// offers three ways forward (a smaller step, a later due date, a pause).

export const STALLED_DAYS = 3;
const DAY_MS = 86_400_000;

export interface Activity {
  /** When the goal was made (ISO time). */
  createdAt: string;
  /** When its bites were done (ISO times, or 'YYYY-MM-DD' days for a habit's last period). */
  doneAt: readonly string[];
}

/** The latest moment something happened on the goal. */
function lastActivity({ createdAt, doneAt }: Activity): number {
  return Math.max(Date.parse(createdAt), ...doneAt.map((at) => Date.parse(at.length === 10 ? `${at}T00:00:00Z` : at)));
}

/** Whole days without a bite done, counted from the last activity. */
export function idleDays(activity: Activity, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastActivity(activity)) / DAY_MS));
}

export function isStalled(activity: Activity, now: Date): boolean {
  return idleDays(activity, now) >= STALLED_DAYS;
}
