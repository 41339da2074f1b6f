// Small misspellings ("agust", "pyhton", "lern") read as the word meant: the closest word of a
// known list by Damerau-Levenshtein distance (a swap of two letters is one slip, as typing makes
// it). Short words allow one slip, long ones two; a tie between two known words is no answer.

import distance from 'damerau-levenshtein';

/** How many slips a word of this length may hold and still be read as a known word. */
function slipsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** The one known word within the slips allowed, or undefined (the word itself when it is known). */
export function closestWord(word: string, known: readonly string[], slips = slipsAllowed(word.length)): string | undefined {
  const lower = word.toLowerCase();
  if (known.includes(lower)) return lower;
  let best: { word: string; steps: number; tied: boolean } | undefined;
  for (const candidate of known) {
    if (Math.abs(candidate.length - lower.length) > slips) continue;
    const { steps } = distance(lower, candidate);
    if (steps > slips) continue;
    if (!best || steps < best.steps) best = { word: candidate, steps, tied: false };
    else if (steps === best.steps) best.tied = true;
  }
  return best && !best.tied ? best.word : undefined;
}
