import type { PlanLanguage } from '../../../words/schemas.ts';
import { portugueseOf } from '../reading/portuguese-variant.ts';
import type { GoalReading } from '../reading/read-goal.ts';

const SPOKEN: readonly string[] = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl'] satisfies PlanLanguage[];

/** The language the coach answers a goal in: its own when the offline planner writes it (Portuguese as the goal writes it), else English. */
export function questionLanguage(reading: GoalReading): PlanLanguage {
  if (reading.language === 'pt') return portugueseOf(reading.text);
  return SPOKEN.includes(reading.language) ? (reading.language as PlanLanguage) : 'en';
}
