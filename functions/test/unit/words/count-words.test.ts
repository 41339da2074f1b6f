import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachMessage } from '../../../src/ai/offline/template-coach.ts';
import { changeWords, countWords } from '../../../src/words/fill.ts';

describe('numbers in the coach’s words', () => {
  it('reads counts as people do: separators, one decimal at most, never ".0"', () => {
    expect(countWords(2)).toBe('2');
    expect(countWords(2.5)).toBe('2.5');
    expect(countWords(5000)).toBe('5,000');
    expect(changeWords(5)).toBe('+5');
    expect(changeWords(-3)).toBe('-3');
    expect(changeWords(0)).toBe('0');
    fc.assert(fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (n) => {
      expect(countWords(n)).not.toMatch(/\.0\b/);
    }));
  });

  it('never writes an ISO date or a ".0" count in a check-in', () => {
    const context = {
      userName: 'Ann', goalTitle: 'Run a 5k', progress: 44.4, previousProgress: 12.5, currentStep: 'Run 3 km', stalledDays: undefined,
      doneThisWeek: ['Run 2 km'], nextSteps: ['Rest'], pace: { status: 'behind' as const, bitesBehind: 1200, dueDate: '1 Mar' },
    };
    for (const kind of ['daily', 'weekly'] as const) {
      for (const tone of ['friendly', 'strict', 'motivational'] as const) {
        const message = coachMessage(kind, context, tone);
        expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}|\d\.0\b/);
      }
    }
    expect(coachMessage('weekly', context, 'strict')).toContain('1,200 bites');
  });
});
