import { PERSON_KEY_PREFIX } from '../../../lib/infra/session.ts';

// A fresh start spread over the days left writes nothing to the server (it is a rate to keep,
// not a change to the plan), so the server offers it all day; the browser remembers it was
// taken, for that goal on that day, so a reload does not offer it again.
const key = (goalId: string, day: string) => `${PERSON_KEY_PREFIX}fresh-start-taken:${goalId}:${day}`;

export function wasTaken(goalId: string, day: string): boolean {
  try {
    return localStorage.getItem(key(goalId, day)) !== null;
  } catch {
    return false;
  }
}

export function markTaken(goalId: string, day: string, taken: boolean): void {
  try {
    if (taken) localStorage.setItem(key(goalId, day), '1');
    else localStorage.removeItem(key(goalId, day));
  } catch {
    // Storage refused (a private window that is full): the offer may come back on a reload.
  }
}
