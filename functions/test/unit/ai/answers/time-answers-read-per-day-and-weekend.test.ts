import { describe, expect, it } from 'vitest';
import type { PlanLanguage } from '../../../../src/words/schemas.ts';
import { readAnswers } from '../../../../src/ai/offline/questions/read-answers.ts';

const today = { year: 2026, month: 11, day: 23 };
const weekly = (answer: string, language: PlanLanguage = 'en') => readAnswers([{ id: 'time', answer }], language, today).weekly;

/** Time answers said of a day, a weekday or a weekend, in three languages, and the sessions they mean. */
const SAID: readonly [string, PlanLanguage, { every: string; perPeriod: number; minutes: number }][] = [
  ['20 minutes a day', 'en', { every: 'day', perPeriod: 1, minutes: 20 }],
  ['15 min daily', 'en', { every: 'day', perPeriod: 1, minutes: 15 }],
  ['an hour every day', 'en', { every: 'day', perPeriod: 1, minutes: 60 }],
  ['half an hour each evening', 'en', { every: 'day', perPeriod: 1, minutes: 30 }],
  ['30 minutes on weekdays', 'en', { every: 'weekday', perPeriod: 1, minutes: 30 }],
  ['2 hours every weekend', 'en', { every: 'week', perPeriod: 1, minutes: 120 }],
  ['an hour on weekends', 'en', { every: 'week', perPeriod: 2, minutes: 60 }],
  ['20 minutos al día', 'es', { every: 'day', perPeriod: 1, minutes: 20 }],
  ['1 hora cada fin de semana', 'es', { every: 'week', perPeriod: 1, minutes: 60 }],
  ['30 Minuten pro Tag', 'de', { every: 'day', perPeriod: 1, minutes: 30 }],
  ['2 Stunden am Wochenende', 'de', { every: 'week', perPeriod: 1, minutes: 120 }],
  ['20 minutes par jour', 'fr', { every: 'day', perPeriod: 1, minutes: 20 }],
  ['3 times a week, 40 minutes', 'en', { every: 'week', perPeriod: 3, minutes: 40 }],
];

describe('offline planner: a time answered per day or per weekend is read as such, not as the week’s total', () => {
  it.each(SAID)('"%s" (%s)', (answer, language, sessions) => {
    expect(weekly(answer, language)).toEqual(sessions);
  });

  it('reads a weekend with no length as a weekend session, not as no answer', () => {
    expect(weekly('every weekend')).toMatchObject({ every: 'week', perPeriod: 1 });
    expect(weekly('los fines de semana', 'es')).toMatchObject({ every: 'week', perPeriod: 2 });
  });

  it('still reads a week’s total as the week’s sessions', () => {
    expect(weekly('30 minutes')).toEqual({ every: 'week', perPeriod: 2, minutes: 15 });
    expect(weekly('3 hours a week')).toMatchObject({ every: 'week' });
    expect(weekly('5 horas o más', 'es')).toEqual({ every: 'day', perPeriod: 1, minutes: 45 });
  });
});
