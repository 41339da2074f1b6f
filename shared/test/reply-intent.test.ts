import { describe, expect, it } from 'vitest';
import { readReply } from '../src/rules/reply-intent.ts';

describe('readReply', () => {
  it.each([
    ['done', 'done'], ['Did it!', 'done'], ['finished the run', 'done'], ['✅', 'done'],
    ['too big', 'smaller'], ['I am stuck', 'smaller'], ['feeling overwhelmed', 'smaller'], ['make it smaller', 'smaller'],
    ['no time today', 'snoozed'], ['Not today', 'snoozed'], ['busy', 'snoozed'], ['tomorrow', 'snoozed'], ['skip', 'snoozed'],
    ['It felt good to get outside', 'reflection'], ['abandoned', 'reflection'],
  ])('reads %j as %s', (text, action) => {
    expect(readReply(text)).toBe(action);
  });

  it('takes the phrase that comes first', () => {
    expect(readReply('too big, so not done')).toBe('smaller');
    expect(readReply('done, and tomorrow the next one')).toBe('done');
  });
});
