import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';

const PERIOD = { day: 'day', weekday: 'day', week: 'week' } as const;

/** A habit bite's count and streak in words ("3 of 30 · 2-day streak"); undefined for a one-off bite. */
export function habitWords({ repeat, completions, streak }: Pick<Microtask, 'repeat' | 'completions' | 'streak'>) {
  if (!repeat) return undefined;
  const count = `${completions} of ${repeat.times}`;
  return streak > 0 ? `${count} · ${streak}-${PERIOD[repeat.every]} streak` : count;
}
