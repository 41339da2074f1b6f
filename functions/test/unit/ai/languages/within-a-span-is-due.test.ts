import { describe, expect, it } from 'vitest';
import { readForeignDueDates } from '../../../../src/ai/offline/reading/foreign-dates.ts';
import { isoDay } from '../../../../src/ai/offline/reading/calendar-day.ts';

const today = { year: 2026, month: 11, day: 28 };

// "Within N weeks or months", said the way each language says it, is a due date counted from today.
const SAID: readonly [string, string][] = [
  ['Imparare lo spagnolo entro due mesi', '2027-01-28'],
  ['Correre 5 km entro tre settimane', '2026-12-19'],
  ['Leggere un libro in un mese', '2026-12-28'],
  ['Finire la tesi nel giro di 6 mesi', '2027-05-28'],
  ["Courir 5 km d'ici trois mois", '2027-02-28'],
  ['Lire trois livres en un an', '2027-11-28'],
  ['Deutsch lernen innerhalb von drei Monaten', '2027-02-28'],
  ['Einen Job finden binnen zwei Wochen', '2026-12-12'],
  ['Aprender inglês em três meses', '2027-02-28'],
  ['Pagar a dívida dentro de dois meses', '2027-01-28'],
  ['Nederlands leren binnen twee maanden', '2027-01-28'],
  ['Correr 5 km dentro de seis semanas', '2027-01-09'],
];

describe('a span from today in another language is a due date', () => {
  it.each(SAID)('%s is due %s', (goal, due) => {
    expect(readForeignDueDates(goal, today).map((date) => isoDay(date.day))).toEqual([due]);
  });

  it('reads a span past a month end as that month’s last day', () => {
    expect(readForeignDueDates('Finire il corso entro tre mesi', { year: 2026, month: 11, day: 30 }).map((date) => isoDay(date.day))).toEqual(['2027-02-28']);
  });
});
