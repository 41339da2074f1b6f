import words from './push.json' with { type: 'json' };
import type { PushWords } from './schemas.ts';

/** The titles of notifications (push.json). */
export const PUSH_WORDS: PushWords = words;
