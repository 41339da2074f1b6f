import { describe, expect, it } from 'vitest';
import { cakeWord, placeWords } from './plan-words.ts';

describe("a bite's place in words", () => {
  it('names the slice alone when the crumb is a one-word label, and both when the crumb says something', () => {
    expect(placeWords('Get set up (weeks 1-2)', 'Instrument')).toBe('Get set up (weeks 1-2)');
    expect(placeWords('Make it easy', 'Set the cue')).toBe('Make it easy · Set the cue');
  });

  it("labels a bite's slice and crumb with one word each, not the spec's and the cake's together", () => {
    expect([cakeWord(0), cakeWord(1)]).toEqual(['Slice', 'Crumb']);
  });
});
