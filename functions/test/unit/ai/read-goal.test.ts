import { describe, expect, it } from 'vitest';
import { readGoal } from '../../../src/ai/offline/reading/read-goal.ts';
import { todayIn } from '../../../src/ai/offline/reading/calendar-day.ts';
import { gerund } from '../../../src/ai/offline/reading/english-words.ts';
import { readQuantity } from '../../../src/ai/offline/reading/quantity.ts';

// A Monday in Q4.
const today = { year: 2026, month: 11, day: 23 };
const read = (text: string) => readGoal(text, today);

describe('reading a goal: when it is due', () => {
  it.each([
    ['Run a marathon by next October', '2027-10-01'],
    ['Get promoted in 3 months', '2027-02-23'],
    ['Get promoted in 18 months', '2028-05-23'],
    ['Lose 5 kg before my wedding in June', '2027-06-01'],
    ['Launch the shop by Q4', '2027-10-01'],
    ['Ship it by the end of Q1', '2027-03-31'],
    ['Pay the deposit on the 14th', '2026-12-14'],
    ['Finish the report by Friday', '2026-11-27'],
    ['Read 12 books by the end of the year', '2026-12-31'],
    ['Save $2,000 by 2028', '2028-12-31'],
    ['Finish the course book by 2027-03-15', '2027-03-15'],
    ['Be ready by Christmas', '2026-12-25'],
    ['Get fit by next summer', '2027-06-01'],
    ['Tidy the garage this week', '2026-11-29'],
    ['Clear the inbox by the end of the month', '2026-11-30'],
    ['Learn Spanish in 6 months, 3 times a week', '2027-05-23'],
    ['Run 3 times a week', null],
    ['Meditate 20 minutes a day', null],
    ['Finish the quilt in a week', '2026-11-30'],
    ['Wake up at 6am every weekday', null],
    ['Call my parents every Sunday', null],
    ['Run a half marathon by May', '2027-05-01'],
    ['Run a half marathon by next May', '2027-05-01'],
    ['Get the house ready before the holidays', '2026-12-24'],
    ['Paint the hallway over the Christmas holidays', '2027-01-01'],
    ['Clear out the shed before Thanksgiving', '2026-11-26'],
    ['Finish the quilt in agust', '2027-08-01'],
    ['Lose 5 kg by Feburary 14th', '2027-02-14'],
    ['Save $500 by septmber 2028', '2028-09-01'],
    ['Get an A in math', null],
    ['Learn to code in Julia', null],
    ['Build a 6 month emergency fund', null],
    ['Stop biting my nails after doing it for 20 years', null],
    ['Teach my 9 year old to swim', null],
    ['Help my daughter with maths this school year', '2027-06-30'],
    ['Aprender alemán en 2028', '2028-12-31'],
    ['Je veux courir un marathon en octobre 2027', '2027-10-01'],
  ])('"%s" is due %s', (text, due) => {
    expect(read(text).dueDate).toBe(due);
  });

  it("reads today in the user's time zone", () => {
    const lateSunday = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('Pacific/Auckland', lateSunday)).toEqual({ year: 2026, month: 11, day: 23 });
    expect(todayIn(undefined, lateSunday)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayIn('Not/AZone', lateSunday)).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

describe('reading a goal in another language: when it is due', () => {
  it.each([
    ['Apprendre le piano cette année', '2026-12-31'],
    ['Terminer ma thèse le 14 juillet', '2027-07-14'],
    ['Courir un semi-marathon d’ici l’année prochaine', '2027-12-31'],
    ['Aprender a nadar antes del verano', '2027-06-01'],
    ['Perder 5 kilos para el 15 de marzo', '2027-03-15'],
    ['Bis zum 15. März die Steuererklärung fertig machen', '2027-03-15'],
    ['Nächstes Jahr einen Marathon laufen', '2027-12-31'],
    ['Bis zum 1. Mai 10 kg abnehmen', '2027-05-01'],
    ['Aprender a nadar até o verão', '2027-06-01'],
    ["Imparare lo spagnolo entro l'estate", '2027-06-01'],
    ['Bis Ende Februar 5 kg abnehmen', '2027-02-28'],
    ['Perder 5 kilos a finales de marzo', '2027-03-31'],
    ['Imparare a cucinare il risotto entro Natale', '2026-12-25'],
    ['日本語を勉強して、来年試験に合格したい', '2027-12-31'],
    ['3月15日までにTOEICで800点を取る', '2027-03-15'],
    ['明年跑完一场马拉松', '2027-12-31'],
    ['Escribir un libro', null],
    ['Lire plus de livres', null],
    ['Correr todos los días a las 7', null],
    ['Jeden Tag 30 Minuten spazieren gehen', null],
  ])('"%s" is due %s', (text, due) => {
    expect(read(text).dueDate).toBe(due);
  });
});

describe('reading a goal in another language: no date where none is named', () => {
  it('reads no weekday inside a word: the "ter" of "arrêter" is not a Tuesday', () => {
    expect(read('Je veux arrêter de fumer').dueDate).toBeNull();
    expect(read('Quero correr até terça').dueDate).toBe('2026-11-24');
  });
});

describe('reading a goal: what it is', () => {
  it('finds the verb and says the object back to the user', () => {
    const [clause] = read("I want to finish my master's thesis so I can graduate").clauses;
    expect(clause).toMatchObject({ verb: 'finish', object: "your master's thesis" });
  });

  it('keeps a phrasal verb whole and reads a rate as a rate', () => {
    expect(read('Pay off my $8,000 credit card').clauses[0]?.verb).toBe('pay off');
    expect(read('Get 100 sales a month for my shop').clauses[0]?.quantity).toMatchObject({ text: '100 sales a month', value: 100, per: 'month' });
  });

  it('turns "learn to weld" into a skill', () => {
    expect(read('Learn to weld').clauses[0]?.skill).toBe('welding');
  });

  it('finds both goals in one sentence, and keeps two verbs of one object together', () => {
    expect(read('Run a half marathon and learn Spanish').clauses.map((c) => c.verb)).toEqual(['run', 'learn']);
    expect(read('Buy and renovate a house').clauses).toHaveLength(1);
    expect(read('Stop smoking. Also I want to save $2000 for a trip.').clauses.map((c) => c.verb)).toEqual(['stop', 'save']);
  });

  it('reads how often a habit happens', () => {
    expect(read('Meditate every day').cadence?.every).toBe('day');
    expect(read('Stretch on weekdays').cadence?.every).toBe('weekday');
    expect(read('Swim 3 times a week').cadence).toMatchObject({ every: 'week', perPeriod: 3 });
    expect(read('Call my sister twice a week').cadence).toMatchObject({ every: 'week', perPeriod: 2 });
    expect(read('Garden every weekend').cadence).toMatchObject({ every: 'week', perPeriod: 1 });
    expect(read('Bake on weekends').cadence).toMatchObject({ every: 'week', perPeriod: 2 });
    expect(read('Floss twice a day').cadence).toMatchObject({ every: 'day', perPeriod: 2 });
    expect(read('Cycle 40 minutes, 5 days a week')).toMatchObject({ cadence: { every: 'week', perPeriod: 5 }, sessionMinutes: 40 });
    expect(read('Drink 2 litres of water a day').cadence).toMatchObject({ every: 'day', perPeriod: 1 });
  });

  it('never changes a goal’s short first word, which is a real verb more often than a slip', () => {
    expect(read('Say no to extra shifts').title).toBe('Say no to extra shifts');
    expect(read('I want to lern to cod').title).toBe('Learn to code');
  });

  it('corrects a short word only where a verb goes: a real short word elsewhere stays as written', () => {
    expect(read('Ease my back pain with stretches every morning').title).toBe('Ease my back pain with stretches every morning');
    expect(read('Lern to swim').title).toBe('Learn to swim');
  });

  it('tells English from other languages', () => {
    expect(read('Learn to weld').language).toBe('en');
    expect(read('Quiero aprender a nadar este verano').language).not.toBe('en');
    expect(read('日本語を勉強して、来年試験に合格したい').language).not.toBe('en');
  });

  it('tells a short goal in another language by how it says how often, with no lead-in', () => {
    expect(read('Hacer yoga cada día').language).toBe('es');
    expect(read('Hacer pilates dos veces por semana').language).toBe('es');
    expect(read('Do yoga three times a week').language).toBe('en');
    expect(read('Quero tornar-me programador em 2027').language).toBe('pt');
  });

  it('reads short English goals by their words, where letter trigrams guess wrong', () => {
    for (const goal of ['Fix my bike', 'Write a novel', 'Get fit', 'Launch my Etsy shop', 'Learn Spanish in 6 months', 'Pass my driving test']) {
      expect(read(goal).language, goal).toBe('en');
    }
  });

  it('reads sentences by their language, English or not', () => {
    for (const goal of ['I want to run a marathon by October next year', 'Declutter the garage and sell what we do not need this weekend', 'Save $5,000 for a trip to Japan with my sister', 'Wedding planning: venue, catering, photographer, flowers, invitations, music', 'Professional photography portfolio website featuring wildlife pictures']) {
      expect(read(goal).language, goal).toBe('en');
    }
    expect(['Ich möchte im nächsten Jahr einen Marathon laufen', 'Apprendre à jouer du piano avant Noël avec ma fille', 'Voglio correre una maratona in ottobre con mio fratello', 'Ik wil een marathon lopen in oktober van dit jaar', 'Quero correr uma maratona no próximo ano', 'Quiero ahorrar 2000 euros para el verano'].map((goal) => read(goal).language))
      .toEqual(['de', 'fr', 'it', 'nl', 'pt', 'es']);
  });
});

describe('verbs as a plan writes them', () => {
  it.each([
    ['run', 'running'], ['plan', 'planning'], ['submit', 'submitting'], ['begin', 'beginning'], ['travel', 'travelling'],
    ['visit', 'visiting'], ['open', 'opening'], ['fix', 'fixing'], ['play', 'playing'], ['read', 'reading'],
    ['bake', 'baking'], ['tie', 'tying'], ['be', 'being'], ['see', 'seeing'], ['sketch', 'sketching'], ['Weld', 'welding'],
  ])('%s -> %s', (verb, expected) => {
    expect(gerund(verb)).toBe(expected);
  });
});

describe('the number a goal names', () => {
  it.each([
    ['Submit chapter 3 of my thesis', undefined],
    ['Get to level 10 in chess club', undefined],
    ['Finish season 2 of my podcast and record 10 episodes', '10 episodes'],
    ['Score 800 on the TOEIC', '800'],
    ['Read 24 books', '24 books'],
    ['Make 100 sales a month', '100 sales a month'],
    ['Restore my 1968 Vespa so it runs again', undefined],
    ['Write 2000 words so that chapter one is done', '2000 words'],
  ])('"%s" aims at %s', (text, target) => {
    expect(readQuantity(text)?.text).toBe(target);
  });
});

describe('the thing a goal makes', () => {
  it.each([
    ['Write a 50,000 word novel in November', 'the 50,000 word novel'],
    ['Build a treehouse, with my kids', 'the treehouse'],
  ])('"%s" makes %s', (text, thing) => {
    expect(read(text).clauses[0]?.thing).toBe(thing);
  });
});
