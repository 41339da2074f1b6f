import { describe, expect, it } from 'vitest';
import { readFirstThings } from '../../../../src/ai/offline/reading/first-things.ts';

describe('offline planner: each first thing the person lists is kept whole, as one act', () => {
  it.each([
    ['order a new chain, strip and repaint the tank', ['Order a new chain', 'Strip and repaint the tank']],
    ['buy cedar strips, glue and sand the hull', ['Buy cedar strips', 'Glue and sand the hull']],
    ['take the carburettor apart and clean the jets, order a new chain', ['Take the carburettor apart', 'Clean the jets', 'Order a new chain']],
    ['buy sandpaper, brushes and a dust mask, then sand and varnish the deck', ['Buy sandpaper, brushes and a dust mask', 'Sand and varnish the deck']],
    ['pick up flour, weigh and sift the flour', ['Pick up flour', 'Weigh and sift the flour']],
  ])('reads "%s"', (answer, things) => {
    expect(readFirstThings(answer)).toEqual(things);
  });
});
