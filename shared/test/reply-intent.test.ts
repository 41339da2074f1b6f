import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ReplyAction } from '../src/schemas/checkin.ts';
import { readReply } from '../src/rules/replies/reply-intent.ts';
import data from './data/reply-samples.json' with { type: 'json' };

const Samples = z.object({
  about: z.string(),
  samples: z.array(z.object({ text: z.string().check(z.minLength(1)), intent: ReplyAction, lang: z.optional(z.enum(['es', 'de', 'fr', 'pt'])) })),
});

/** The share of the data set read right today; the test fails if the reader falls below it. */
const SHARE_READ_RIGHT = 0.99;

describe('readReply over the data set of replies written as people write them', () => {
  const { samples } = z.parse(Samples, data);
  const read = samples.map((sample) => ({ ...sample, read: readReply(sample.text) }));
  const wrong = read.filter(({ intent, read: got }) => got !== intent);

  it('holds at least 80 replies in five languages, of every intent', () => {
    expect(samples.length).toBeGreaterThanOrEqual(80);
    expect(new Set(samples.map((sample) => sample.lang ?? 'en'))).toEqual(new Set(['en', 'es', 'de', 'fr', 'pt']));
    expect(new Set(samples.map((sample) => sample.intent))).toEqual(new Set(ReplyAction.options));
  });

  it(`reads at least ${SHARE_READ_RIGHT * 100}% of them right`, () => {
    const share = (samples.length - wrong.length) / samples.length;
    console.info(`reply reader: ${samples.length - wrong.length} of ${samples.length} read right (${(share * 100).toFixed(1)}%)`);
    expect(share, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(SHARE_READ_RIGHT);
  });

  it('never takes a reply that is not a done as done', () => {
    expect(wrong.filter(({ read: got }) => got === 'done')).toEqual([]);
  });
});

describe('readReply', () => {
  it('asks when a reply says two things, as the one that was once taken for done', () => {
    expect(readReply('Measured it, but I keep putting off the boxes of old letters. Feeling a bit stuck.')).toBe('ask');
  });

  it.each(["didn't finish", 'not yet', "couldn't do it", 'I have not done it', 'never finished', 'no lo terminé', 'nicht erledigt', 'pas fait', 'não fiz'])(
    'never reads the negated %j as done', (text) => {
      expect(readReply(text)).not.toBe('done');
    });

  it.each(['done but so tired', 'finished, a bit worried', 'did it, feeling stuck now', 'done and overwhelmed'])(
    'never reads done beside stuck, tired, worried or overwhelmed as done: %j', (text) => {
      expect(readReply(text)).toBe('ask');
    });

  it('reads "non-stop" and "no-brainer" as words, not as a no', () => {
    expect(readReply('ran 5k non-stop, done')).toBe('done');
    expect(readReply('a no-brainer, finished it')).toBe('done');
  });

  it('reads a letter drawn out for feeling as one', () => {
    expect(readReply('doneee ✅')).toBe('done');
    expect(readReply('yesss did it')).toBe('done');
    expect(readReply('nooooo')).toBe('ask');
    expect(readReply('sooo tired')).toBe('ask');
  });

  it('reads the words the quick answers and notification buttons send', () => {
    expect(readReply('Done')).toBe('done');
    expect(readReply('Too big')).toBe('smaller');
    expect(readReply('Not today')).toBe('snoozed');
    expect(readReply('not today')).toBe('snoozed');
  });
});
