// A goal that says how much each time ("1,000 words a session", "500 words a day") keeps that
// amount in the bites that do it: a kind's own "Write 250 words" takes the person's figure. A
// total ("a 50,000-word novel") is not a session's size, so only an amount each time or each
// day stands in. A first thing the person wrote ("write 1000 words a session") is their own
// words, so its figure always stands in for the kind's.

import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';
import { readQuantity, type Quantity } from '../reading/quantity.ts';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';

const EACH_TIME: ReadonlySet<Quantity['per']> = new Set(['day', 'session']);

/** Where the bite says a figure of the quantity's own unit ("250" in "Write 250 words" for "60,000 words"). */
function figureOfUnit(quantity: Quantity | undefined): RegExp | undefined {
  const [figure = '', unit = ''] = quantity?.text.split(/\s+/) ?? [];
  const noun = unit.toLowerCase().replace(/s$/, '');
  if (!/^\d/.test(figure) || noun.length < 3) return undefined;
  return new RegExp(String.raw`(?<![\d,.])\d[\d,]*(?=\s+${RegExp.escape(noun)}s?\b)`, 'iu');
}

/** The bite with the figure the person said in place of its own, for the same unit ("words"). */
function withTheirFigure(title: string, quantity: Quantity | undefined): string {
  const said = figureOfUnit(quantity);
  const [figure = ''] = quantity?.text.split(/\s+/) ?? [];
  return said ? title.replace(said, figure) : title;
}

/** A share people would say, never below what is needed: to the next 100 from a thousand, the next 50 from a hundred. */
const roundedUp = (value: number) => (value >= 1000 ? Math.ceil(value / 100) * 100 : value >= 100 ? Math.ceil(value / 50) * 50 : Math.ceil(value));

/**
 * A total due by a date ("60,000 words by June 30") and a practice that does a number of the same
 * thing each time ("Write 250 words"): each time does its share, so the times the plan holds add
 * up to the total, and the bite takes as much longer as its share is bigger. A kind's figure that
 * already reaches it stays.
 */
export function withShareOfTotal<T extends { title: string; minutes: number; repeat: Repeat | null }>(bite: T, template: string, quantity: Quantity | undefined, dated: boolean): T {
  const said = figureOfUnit(quantity);
  // Only the kind's own figure ("Write 250 words"), never one a slot wrote ("your pace of 4 books a week").
  const own = said?.exec(template)?.[0];
  if (!quantity || quantity.per || !dated || !bite.repeat || own === undefined) return bite;
  const figure = Number(own.replaceAll(',', ''));
  const share = roundedUp(quantity.value / (bite.repeat.times * (bite.repeat.per_period ?? 1)));
  if (!(figure > 0) || share <= figure) return bite;
  const minutes = clamp(Math.round((bite.minutes * share) / figure / 5) * 5, LIMITS.biteMinutes);
  return { ...bite, title: bite.title.replace(own, share.toLocaleString('en-US')), minutes };
}

/** Times a week a repeat comes round. */
const timesAWeek = (repeat: Repeat): number => (repeat.every === 'day' ? 7 : repeat.every === 'weekday' ? 5 : 1) * (repeat.per_period ?? 1);

/**
 * What the person can do a week ("2,500 words") shared out over the practice's times that week:
 * a kind's own "Write 250 words" every day becomes "Write 350 words", and takes as much longer or
 * shorter as its share is.
 */
export function withWeeklyShare<T extends { title: string; minutes: number; repeat: Repeat | null }>(bite: T, template: string, pace: (Quantity & { per: 'week' | 'month' }) | undefined): T {
  const own = figureOfUnit(pace)?.exec(template)?.[0];
  if (!pace || pace.per !== 'week' || !bite.repeat || own === undefined) return bite;
  const figure = Number(own.replaceAll(',', ''));
  const value = pace.value / timesAWeek(bite.repeat);
  const share = value >= 100 ? Math.round(value / 50) * 50 : Math.max(1, Math.round(value));
  if (!(figure > 0) || share === figure) return bite;
  const minutes = clamp(Math.round((bite.minutes * share) / figure / 5) * 5, LIMITS.biteMinutes);
  return { ...bite, title: bite.title.replace(own, share.toLocaleString('en-US')), minutes };
}

export function withOwnAmount(title: string, quantity: Quantity | undefined): string {
  return quantity && EACH_TIME.has(quantity.per) ? withTheirFigure(title, quantity) : title;
}

/** A kind's bite that does the person's first thing, with the figure they wrote for it. */
export function withFirstThingFigure(title: string, thing: string): string {
  return withTheirFigure(title, readQuantity(thing));
}
