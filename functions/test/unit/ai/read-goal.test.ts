import { describe, expect, it } from 'vitest';
import { detectDomain } from '../../../src/ai/offline/detect-domain.ts';
import { parseText } from '../../../src/ai/offline/nlp.ts';
import { milestoneValues, readQuantities } from '../../../src/ai/offline/quantities.ts';
import { readGoal } from '../../../src/ai/offline/read-goal.ts';
import { readTimeframe } from '../../../src/ai/offline/timeframe.ts';

// A Monday in March, so "by June" and "this year" have known lengths.
const TODAY = new Date(Date.UTC(2025, 2, 10));

describe('timeframe', () => {
  const cases: readonly [text: string, phrase: string, weeks: number][] = [
    ['Run a 5k in 3 months', 'in 3 months', 13],
    ['Learn Spanish within six months', 'within six months', 26.1],
    ['Get fit in half a year', 'in half a year', 26.1],
    ['Learn guitar in a couple of months', 'in a couple of months', 8.7],
    ['in a month lose weight', 'in a month', 4.3],
    ['Save $10,000 by June', 'by June', 11.9],
    ['Pass the exam by May 20th', 'by May 20th', 10.1],
    ['Finish my thesis by 15th of April 2026', 'by 15th of April 2026', 57.3],
    ['Write a novel by the end of the year', 'by the end of the year', 42.3],
    ['Read 24 books this year', 'this year', 42.3],
    ['Lose 10 kg before Christmas', 'before Christmas', 41.4],
    ['Launch by next summer', 'by next summer', 66.9],
    ['build the app by March', 'by March', 3],
    ['I go to Japan in June for 2 weeks', 'in June', 11.9],
    ['Run 5 days a week for 8 weeks', 'for 8 weeks', 8],
  ];
  for (const [text, phrase, weeks] of cases) {
    it(`reads "${phrase}" in "${text}"`, () => {
      const timeframe = readTimeframe(parseText(text), TODAY);
      expect(timeframe?.text).toBe(phrase);
      expect(timeframe?.weeks).toBeCloseTo(weeks, 0);
    });
  }

  it('keeps a challenge length inside the goal\'s own words', () => {
    const timeframe = readTimeframe(parseText('Do a 30-day yoga challenge'), TODAY);
    expect(timeframe?.weeks).toBeCloseTo(30 / 7, 1);
    expect(timeframe?.inline).toBe(true);
  });

  it('does not take a rhythm or a date already past for a timeframe', () => {
    expect(readTimeframe(parseText('Meditate 10 minutes a day'), TODAY)).toBeUndefined();
    expect(readTimeframe(parseText('Run 5 days a week'), TODAY)).toBeUndefined();
    expect(readTimeframe(parseText('Finish it by 2020'), TODAY)).toBeUndefined();
  });
});

describe('quantities', () => {
  const cases: readonly [text: string, quantity: string, value: number, kind: string, milestones: string][] = [
    ['Save $10,000 by June', '$10,000', 10_000, 'money', '$3,000, $7,000, $10,000'],
    ['Save 10k for a car', '10k', 10_000, 'money', '3k, 7k, 10k'],
    ['Pay off £2,500 of debt', '£2,500', 2_500, 'money', '£1,000, £1,500, £2,500'],
    ['Earn 5000 dollars from freelancing', '5000 dollars', 5_000, 'money', '1,500 dollars, 3,500 dollars, 5,000 dollars'],
    ['Run a 5k in 3 months', '5k', 5_000, 'distance', '1.5k, 3.5k, 5k'],
    ['Run my first marathon', 'marathon', 42.2, 'distance', '15 km, 30 km, 42.2 km'],
    ['Lose 10 kg before Christmas', '10 kg', 10, 'weight', '3 kg, 7 kg, 10 kg'],
    ['lose 10kg', '10kg', 10, 'weight', '3kg, 7kg, 10kg'],
    ['Lose three kilos', 'three kilos', 3, 'weight', '2 kilos, 3 kilos'],
    ['Read 24 books this year', '24 books', 24, 'count', '8 books, 16 books, 24 books'],
    ['Write a 50,000-word novel', '50,000-word', 50_000, 'count', '15,000 words, 35,000 words, 50,000 words'],
    ['Do 100 push-ups in a row', '100 push-ups', 100, 'count', '30 push-ups, 70 push-ups, 100 push-ups'],
    ['Get 3 new clients', '3 new clients', 3, 'count', '2 new clients, 3 new clients'],
    ['Cook twenty healthy dinners', 'twenty healthy dinners', 20, 'count', '7 healthy dinners, 13 healthy dinners, 20 healthy dinners'],
  ];
  for (const [text, written, value, kind, milestones] of cases) {
    it(`reads ${written} in "${text}" and writes milestones in the same units`, () => {
      const parsed = parseText(text);
      const timeframe = readTimeframe(parsed, TODAY);
      const [quantity] = readQuantities(parsed, timeframe ? [timeframe.span] : []);
      expect(quantity?.text).toBe(written);
      expect(quantity?.value).toBe(value);
      expect(quantity?.kinds).toContain(kind);
      const values = milestoneValues(quantity!.value, 3, kind === 'count');
      expect(values.map((v) => quantity!.format(v)).join(', ')).toBe(milestones);
    });
  }

  it('ignores times of day, rhythms, scores and years', () => {
    for (const text of ['Meditate 10 minutes a day for 30 days', 'Wake up at 6am', 'Score 700 points on the GMAT', 'Finish it in 2025']) {
      const parsed = parseText(text);
      const timeframe = readTimeframe(parsed, TODAY);
      expect(readQuantities(parsed, timeframe ? [timeframe.span] : []), text).toEqual([]);
    }
  });

  it('makes milestones that rise and end on the target', () => {
    for (const target of [2, 7, 12, 99, 1000, 42.2, 3333]) {
      for (const count of [1, 2, 3, 4]) {
        const values = milestoneValues(target, count, Number.isInteger(target));
        expect(values.at(-1)).toBe(target);
        expect(values.length).toBeLessThanOrEqual(count);
        for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
        expect(values[0]).toBeGreaterThan(1);
      }
    }
  });
});

describe('the goal itself', () => {
  const cases: readonly [text: string, title: string, goal: string][] = [
    ["I'd really like to run a half marathon this year", 'Run a half marathon this year', 'run a half marathon'],
    ["I'm going to learn Spanish so I can talk to my in-laws", 'Learn Spanish', 'learn Spanish'],
    ['This year I want to read 24 books.', 'Read 24 books this year', 'read 24 books'],
    ['My goal is to save $10,000 for a house deposit by June', 'Save $10,000 for a house deposit by June', 'save $10,000 for a house deposit'],
    ['Build a treehouse for my kids by summer', 'Build a treehouse for my kids by summer', 'build a treehouse for your kids'],
    ['Hi! I want to get better at chess', 'Get better at chess', 'get better at chess'],
    ['I need to finally fix up my bike, it has been broken for years', 'Fix up my bike', 'fix up your bike'],
    ['Spanish B1 by December', 'Spanish B1 by December', 'have Spanish B1'],
    ['Please help me organize my garage', 'Organize my garage', 'organize your garage'],
    ['Read 24 books this year, two a month', 'Read 24 books this year', 'read 24 books'],
  ];
  for (const [text, title, goal] of cases) {
    it(`reads "${text}"`, () => {
      const reading = readGoal(text, TODAY);
      expect(reading.title).toBe(title);
      expect(reading.goal).toBe(goal);
    });
  }

  it('cuts a very long goal to a short title at a word boundary', () => {
    const reading = readGoal(`Write ${'a very long and winding '.repeat(20)}story`, TODAY);
    expect(reading.title.length).toBeLessThanOrEqual(100);
    expect(reading.title.endsWith(' ')).toBe(false);
    expect(reading.title.startsWith('Write a very long')).toBe(true);
  });
});

describe('domain', () => {
  const cases: readonly [text: string, domain: string | undefined][] = [
    ['Run a 5k in 3 months', 'running'],
    ['Do 20 pull-ups', 'fitness'],
    ['Learn Japanese before my trip to Japan in April', 'languages'],
    ['Plan a two-week trip to Japan', 'travel'],
    ['Write a novel', 'writing'],
    ['Read 24 books', 'reading'],
    ['Save $10,000 for a house deposit', 'money'],
    ['Run my own business', 'business'],
    ['Get a job as a data analyst', 'career'],
    ['Get promoted to team lead', 'promotion'],
    ['Lose 10 kg before my wedding', 'health'],
    ['Plan our wedding', 'events'],
    ['Pass the bar exam', 'study'],
    ['Renovate the bathroom', 'renovation'],
    ['Declutter the garage', 'declutter'],
    ['Meditate every morning', 'habits'],
    ['Quit smoking', 'quit-habit'],
    ['Learn to play the piano', 'creative'],
    ['Make new friends', 'social'],
    ['Learn Python for data analysis', 'skills'],
    ['Organise a family reunion for 40 people', 'events'],
    ['Organise my closet', 'declutter'],
    ['Build a treehouse', undefined],
    ['Run for city council', undefined],
  ];
  for (const [text, domain] of cases) {
    it(`files "${text}" under ${domain ?? 'no domain'}`, () => {
      const reading = readGoal(text, TODAY);
      expect(detectDomain(reading.parsed, reading.goalSpan)?.id).toBe(domain);
    });
  }
});
