import type { BreakdownSubgoal, Repeat } from '../schemas/breakdown.ts';
import type { Status } from '../schemas/common.ts';
import { readCadence } from './cadence.ts';
import { currentStep } from './current-step.ts';
import { perPeriodOf } from './habit-periods.ts';

// When a habit starts and whether it ends: Today (today.ts) and the plan's preview before the save
// read both from here, so the preview never promises what Today does not do.

interface HabitCandidate {
  title: string;
  repeat?: Repeat | null;
}

/** The words of a title that carry its meaning, lowercased: "5", "a" and "for" say nothing of the act. */
function meaningfulWords(title: string): Set<string> {
  return new Set((title.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
}

/**
 * The goal's own habit, when its words say how often ("Stretch every morning", "the gym 3 times a
 * week"): of the habits that repeat as the goal says, the one whose title shares most words with
 * the goal's, else the first in plan order; -1 when none. The goal is that habit itself, so it
 * runs from day one, even where the plan puts it after a setup bite; the plan's other habits wait
 * for their phase, or day one would ask for the whole plan at once.
 */
export function ownHabitIndex(goalTitle: string, bites: readonly HabitCandidate[]): number {
  const cadence = readCadence(goalTitle);
  if (!cadence) return -1;
  const goalWords = meaningfulWords(goalTitle);
  const shared = (title: string) => [...meaningfulWords(title)].filter((word) => goalWords.has(word)).length;
  let best = { index: -1, score: -1 };
  bites.forEach(({ title, repeat }, index) => {
    if (!repeat || repeat.every !== cadence.every || perPeriodOf(repeat) !== cadence.perPeriod) return;
    const score = shared(title);
    if (score > best.score) best = { index, score };
  });
  return best.index;
}

/**
 * A goal with no due date that is itself a habit has no end: the habit is the goal, so it keeps
 * its place on Today after the plan's count of periods, and its words give no span.
 */
export const isOpenEnded = (dueDate: string | null | undefined, isOwnHabit: boolean): boolean => !dueDate && isOwnHabit;

/** A year of periods by cadence: an open habit's count, so a weekly one asks for 52 weeks, not 366. */
const PERIODS_IN_A_YEAR: Readonly<Record<Repeat['every'], number>> = { day: 365, weekday: 261, week: 52 };

/** The periods an open-ended habit is planned for: a year of its cadence, after which it may be renewed. */
export const openEndedTimes = (every: Repeat['every']): number => PERIODS_IN_A_YEAR[every];

/** A habit of a plan not saved yet, as its preview says it: whether Today shows it from the first day, and whether it ends. */
export interface PlanHabit {
  title: string;
  repeat: Repeat;
  fromFirstDay: boolean;
  openEnded: boolean;
}

/**
 * The habits a new plan makes, in plan order, by Today's rule: a habit shows once its slice has
 * begun (the first one-off bite's slice, or one before it), and the goal's own habit from day one.
 */
export function planHabits(goalTitle: string, dueDate: string | null, slices: readonly BreakdownSubgoal[]): PlanHabit[] {
  const bites = slices.flatMap((slice, index) => slice.tasks.flatMap((crumb) => crumb.microtasks.map((bite) => ({ ...bite, slice: index, status: 'todo' as Status }))));
  const firstStep = currentStep(bites.filter((bite) => !bite.repeat));
  const phase = firstStep?.slice ?? Infinity;
  const own = ownHabitIndex(goalTitle, bites);
  return bites.flatMap(({ title, repeat, slice }, index) => (repeat
    ? [{ title, repeat, fromFirstDay: slice <= phase || index === own, openEnded: isOpenEnded(dueDate, index === own) }]
    : []));
}
