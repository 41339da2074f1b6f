import type { ParsedResult } from 'chrono-node';
import type { CalendarDay } from './calendar-day.ts';
import { nextDayOf } from './calendar-day.ts';

// The calendar day a chrono-node result names, read the same for every language. chrono takes a
// short number right after a date for its year ("by 1 May 10 kg lighter" would be 2010), so when
// the words it read end in one, that number is not a year: the day is the next one of that date.

const SHORT_NUMBER_LAST = /\s\d{1,2}$/;

/** The day and where its words end, or undefined when the result names no day (a time alone). */
export function chronoDay(result: ParsedResult, today: CalendarDay): { day: CalendarDay; end: number } | undefined {
  const { start } = result;
  if (!(['year', 'month', 'day', 'weekday'] as const).some((part) => start.isCertain(part))) return undefined;
  const month = start.get('month') ?? 1;
  const day = start.get('day') ?? 1;
  const text = result.text.trimEnd();
  const shortNumber = SHORT_NUMBER_LAST.exec(text);
  if (!start.isCertain('year') || !shortNumber) {
    return { day: { year: start.get('year') ?? today.year, month, day }, end: result.index + result.text.length };
  }
  return { day: nextDayOf(today, month, day), end: result.index + shortNumber.index };
}
