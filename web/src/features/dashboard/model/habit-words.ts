import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';

const PERIOD = { day: 'day', weekday: 'day', week: 'week' } as const;
const CURRENT = { day: 'today', weekday: 'today', week: 'this week' } as const;

type HabitBite = Pick<Microtask, 'repeat' | 'completions' | 'period_completions' | 'streak'>;

/**
 * A habit bite's count and streak in words ("3 of 30 · 2-day streak"), led by the current
 * period's count when it is done several times a period ("2 of 3 this week · 5 of 24"); undefined
 * for a one-off bite.
 */
export function habitWords({ repeat, completions, period_completions, streak }: HabitBite) {
  if (!repeat) return undefined;
  const perPeriod = repeat.per_period ?? 1;
  const total = `${completions} of ${repeat.times * perPeriod}`;
  const count = perPeriod > 1 ? `${period_completions} of ${perPeriod} ${CURRENT[repeat.every]} · ${total}` : total;
  return streak > 0 ? `${count} · ${streak}-${PERIOD[repeat.every]} streak` : count;
}
