// A time answer said of a day, a weekday or a weekend ("20 minutes a day", "2 hours every
// weekend", "30 Minuten pro Tag", "1 hora cada fin de semana") is the length of each session at
// that rhythm, never the week's total: twenty minutes a day is two hours twenty a week.

import { readCadence, type Cadence } from '@cakewalk/shared/rules/cadence.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';
import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import { readForeignCadence } from '../reading/foreign-cadence.ts';
import type { WeeklyTime } from '../reading/read-goal.ts';

const HOURS = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:h|hours?|hrs?|stunden?|heures?|horas?|or[ae]|uur)\b/i;
const MINUTES = /(?<!\d)(\d+)\s*min/i;
/** Half an hour and an hour said in words, in each language the planner reads. */
const HALF_HOUR = /\b(?:half\s+an\s+hour|media\s+hora|meia\s+hora|(?:eine\s+)?halbe\s+stunde|(?:une\s+)?demi-heure|mezz'?\s?ora|(?:een\s+)?half\s+uur)\b/i;
const AN_HOUR = /(?<!\p{L})(?:an|one|una|uma|eine|une|un'?|een)\s*(?:hour|hora|stunde|heure|ora|uur)(?!\p{L})/iu;

/** The minutes a time answer says, in figures or words, or undefined. */
export function saidMinutes(answer: string): number | undefined {
  const hours = HOURS.exec(answer)?.[1];
  if (hours) return Number(hours.replace(',', '.')) * 60;
  const minutes = Number(MINUTES.exec(answer)?.[1]);
  if (minutes) return minutes;
  if (HALF_HOUR.test(answer)) return 30;
  return AN_HOUR.test(answer) ? 60 : undefined;
}

/** A weekend, one or both of its days: "every weekend" is once in it, "on weekends" and "los fines de semana" both days. */
const WEEKEND = /(?<!\p{L})(?:weekends?|week-ends?|wochenendes?|fine\s+settimana|fin(?:es)?\s+de\s+semana|fins?\s+de\s+semana|weekend)(?!\p{L})/iu;
const BOTH_WEEKEND_DAYS = /(?<!\p{L})(?:fines\s+de\s+semana|fins\s+de\s+semana|weekends)(?!\p{L})/iu;
const ONCE_A_WEEKEND = /(?<!\p{L})(?:every|each|cada|jedes|chaque|ogni|elk|todo)\s+(?:weekend|week-end|wochenende|fine|fin|fim)/iu;

/** A length a weekend session takes when the answer gives none: a weekend has time for a longer one. */
const WEEKEND_MINUTES = 60;
/** A length a daily session takes when the answer gives none. */
const DAY_MINUTES = 20;

/** How often the answer says the time comes round, in English or any language the planner writes. */
function cadenceOf(answer: string): Cadence | undefined {
  return readCadence(answer) ?? Object.values(LANGUAGE_PLANS).map((plan) => readForeignCadence(answer, plan.cadence)).find((cadence) => cadence !== undefined);
}

/** The sessions a time answer said per day, weekday or weekend (or a count a week) means, or undefined for a week's total. */
export function readTimePerPeriod(answer: string): WeeklyTime | undefined {
  const said = saidMinutes(answer);
  const { min, max } = LIMITS.biteMinutes;
  const length = (fallback: number) => clamp(said ?? fallback, { min, max });
  if (WEEKEND.test(answer)) {
    const both = BOTH_WEEKEND_DAYS.test(answer) && !ONCE_A_WEEKEND.test(answer);
    return { every: 'week', perPeriod: both ? 2 : 1, minutes: length(WEEKEND_MINUTES) };
  }
  const cadence = cadenceOf(answer);
  if (!cadence) return undefined;
  if (cadence.every === 'week') return cadence.perPeriod > 1 && said !== undefined ? { every: 'week', perPeriod: cadence.perPeriod, minutes: length(said) } : undefined;
  return { every: cadence.every, perPeriod: cadence.perPeriod, minutes: length(DAY_MINUTES) };
}
