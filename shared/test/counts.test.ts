import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitesCount, count, nounFor } from '../src/text/counts.ts';

describe('counts a person reads', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(count(1, 'zone matches', 'zones match')).toBe('1 zone matches');
    expect(count(0, 'zone matches', 'zones match')).toBe('0 zones match');
    expect(count(13, 'bite', 'bites')).toBe('13 bites');
    expect(nounFor(1, 'bite', 'bites')).toBe('bite');
  });

  it('writes a fractional count as it is shown, and agrees with what is shown', () => {
    expect(bitesCount(1.03)).toBe('1 bite');
    expect(bitesCount(5.2)).toBe('5.2 bites');
    expect(bitesCount(12)).toBe('12 bites');
  });

  it('never shows ".0" and never pairs a count other than 1 with the singular', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        const said = count(n, 'bite', 'bites');
        expect(said).not.toMatch(/\.0\b/);
        expect(said.endsWith(' bite')).toBe(n === 1);
      }),
    );
  });
});
