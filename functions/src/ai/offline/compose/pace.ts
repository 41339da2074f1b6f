// The goal's amount spread over its timeframe, as a bite says it: "Save $3,000 in 3 months" is
// "$1,000 a month", "Read 12 books by the end of the year" five weeks away is "2 books a week".
// An amount that is already a rate ("100 sales a month") has no pace of its own.

import type { Quantity } from '../reading/quantity.ts';

const AMOUNT = /^((?:R|US|A|C|NZ)?[$€£]\s?)?(\d[\d,]*(?:\.\d+)?)(\s?)(.*)/s;
const DAYS_A_MONTH = 365 / 12;
const MONEY = /^(?:euros?|dollars?|dólares|pounds?|libras|usd|eur|gbp|reais|francs?)\b/i;
/** A distance, a share or a length of time is reached, not added up: "run 5k" has no pace. */
const NOT_ADDED_UP = /^(?:k|km|mi|miles?|m|%|min|mins|minutes?|minutos|minuten|hours?|horas?|stunden|heures?|times?|veces|vezes|mal|fois|percent)\b/i;

/** A figure people would say: two significant figures from ten thousand, money to the nearest ten from a hundred. */
function rounded(value: number, money: boolean): number {
  if (value >= 10_000) {
    const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
    return Math.round(value / scale) * scale;
  }
  if (money && value >= 100) return Math.round(value / 10) * 10;
  return Math.max(1, Math.round(value));
}

/** "a month" and "a week" in the plan's language. */
export interface PaceWords {
  month: string;
  week: string;
}

const ENGLISH: PaceWords = { month: 'a month', week: 'a week' };

export function paceOf(quantity: Quantity | undefined, days: number | null, per: PaceWords = ENGLISH): string | undefined {
  if (!quantity || quantity.per || days === null || days < 14) return undefined;
  const [, currency = '', , space = '', unit = ''] = AMOUNT.exec(quantity.text) ?? [];
  if (NOT_ADDED_UP.test(unit)) return undefined;
  const byMonth = days >= 60;
  const periods = Math.max(1, Math.round(byMonth ? days / DAYS_A_MONTH : days / 7));
  const each = rounded(quantity.value / periods, Boolean(currency) || MONEY.test(unit));
  if (each >= quantity.value) return undefined;
  // "12 books" gives "1 book a month"; "10 kg" stays "1 kg a week"; "$7,000 credit card debt" is "$1,400 a week", since the sign says what it is.
  const said = currency ? '' : each === 1 && /^\p{L}{3,}s$/u.test(unit) ? unit.slice(0, -1) : unit;
  return `${currency}${each.toLocaleString('en-US')}${said ? `${space}${said}` : ''} ${byMonth ? per.month : per.week}`;
}
