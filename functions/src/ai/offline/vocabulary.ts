// Every English word the offline planner knows: its verbs and function words, the months, and
// the words of every archetype. A goal's word outside it may be a misspelling of one in it.

import { ARCHETYPES } from './archetype-list.ts';
import { STOP_WORDS, VERBS } from './reading/english-words.ts';
import { speller } from './reading/spelling.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Seasons and holidays a due date names ("by the sumer" is summer). */
const WHEN_WORDS = ['spring', 'summer', 'autumn', 'winter', 'christmas', 'easter', 'halloween', 'thanksgiving', 'valentine'];

const archetypeWords = ARCHETYPES.flatMap((archetype) => [...archetype.match.words, ...archetype.match.verbs].flatMap((phrase) => phrase.split(/[\s-]+/)));

const KNOWN = new Set([...VERBS, ...STOP_WORDS, ...MONTHS, ...WHEN_WORDS, ...archetypeWords].filter((word) => /^\p{L}+$/u.test(word)));

/** The words and verbs that choose a kind, one vowel off which a long word is still read as meant. */
const CUES = new Set([...archetypeWords, ...ARCHETYPES.flatMap((archetype) => archetype.match.verbs), ...VERBS].filter((word) => /^\p{L}+$/u.test(word)));

export const SPELLER = speller(KNOWN, VERBS, CUES);
