import { PERSON_KEY_PREFIX } from '../../../lib/infra/session.ts';

// Which habits joined Today since the person last looked: a later phase brings several at once,
// and a row marked "New" says so calmly. The day each habit first showed is kept per user in
// localStorage; on a first visit ever nothing is new, as there was no list before to join.
type FirstSeen = Record<string, string>;

const keyFor = (userId: string) => `${PERSON_KEY_PREFIX}habits-seen.${userId}`;

function read(userId: string): FirstSeen | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null');
    return stored !== null && typeof stored === 'object' ? (stored as FirstSeen) : undefined;
  } catch {
    return undefined;
  }
}

/** The ids among `ids` that first showed on Today today, after the person had seen Today before. */
export function newHabitIds(userId: string, ids: readonly string[], today: string): ReadonlySet<string> {
  const stored = read(userId);
  const seen: FirstSeen = { ...stored };
  const unseen = ids.filter((id) => !(id in seen));
  for (const id of unseen) seen[id] = stored === undefined ? '' : today;
  if (unseen.length > 0 || stored === undefined) {
    try {
      localStorage.setItem(keyFor(userId), JSON.stringify(seen));
    } catch {
      // A browser that keeps nothing marks nothing new, which is no harm.
    }
  }
  return new Set(ids.filter((id) => seen[id] === today));
}
