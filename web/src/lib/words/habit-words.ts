import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { completionsNeeded, perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';

const PERIOD = { day: 'day', weekday: 'day', week: 'week' } as const;
const CURRENT = { day: 'today', weekday: 'today', week: 'this week' } as const;

const EVERY = { day: 'Every day', weekday: 'Every weekday', week: 'Every week' } as const;
const EACH = { day: 'a day', weekday: 'each weekday', week: 'a week' } as const;

/** How often a habit asks to be done: "Every day", "Every weekday", "3 times a week". */
export function cadenceWords(repeat: Repeat): string {
  const times = perPeriodOf(repeat);
  return times > 1 ? `${times} times ${EACH[repeat.every]}` : EVERY[repeat.every];
}

/** "Done today", or "Done this week" for a weekly habit: what a tick in the current period says. */
export function doneInPeriodWords(repeat: Repeat): string {
  return `Done ${CURRENT[repeat.every]}`;
}

/** "2 of 3 this week": how far the current period has come, for a habit asked several times a period. */
export function periodCountWords(repeat: Repeat, count: number): string {
  return `${count} of ${perPeriodOf(repeat)} ${CURRENT[repeat.every]}`;
}

/** "5-day streak" ("2-week streak"); undefined for a one-off bite or no streak. */
export function streakWords({ repeat, streak }: Pick<Microtask, 'repeat' | 'streak'>): string | undefined {
  return repeat && streak > 0 ? `${streak}-${PERIOD[repeat.every]} streak` : undefined;
}

/**
 * A habit bite's count and streak in words ("3 of 30 · 2-day streak"), led by the current
 * period's count when it is done several times a period ("2 of 3 this week · 5 of 24"); undefined
 * for a one-off bite.
 */
export function habitWords(bite: Pick<Microtask, 'repeat' | 'completions' | 'period_completions' | 'streak'>) {
  if (!bite.repeat) return undefined;
  const perPeriod = perPeriodOf(bite.repeat);
  const total = `${bite.completions} of ${completionsNeeded(bite.repeat)}`;
  const count = perPeriod > 1 ? `${periodCountWords(bite.repeat, bite.period_completions)} · ${total}` : total;
  const streak = streakWords(bite);
  return streak ? `${count} · ${streak}` : count;
}

// Words that say when rather than what: "Drink water every day" and "Drink water" ask the same.
const WHEN = new Set(['every', 'each', 'day', 'days', 'daily', 'weekday', 'weekdays', 'week', 'weeks', 'weekly', 'a', 'per', 'times', 'once', 'twice', 'morning', 'mornings', 'evening', 'evenings', 'night', 'nightly']);

const whatWords = (title: string): Set<string> => new Set((title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !WHEN.has(word)));

/**
 * Whether a habit's title says what its goal's name says (one holds all the other's words, when
 * and case aside): its row then names the goal no second time.
 */
export function restatesGoal(habitTitle: string, goalTitle: string): boolean {
  const habit = whatWords(habitTitle);
  const goal = whatWords(goalTitle);
  if (habit.size === 0 || goal.size === 0) return false;
  const within = (small: Set<string>, big: Set<string>) => [...small].every((word) => big.has(word));
  return within(habit, goal) || within(goal, habit);
}
