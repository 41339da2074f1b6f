import words from './check-ins.json' with { type: 'json' };
import type { CheckinWords } from '../schemas.ts';

/** The three voices of the check-ins (check-ins.json). */
export const CHECKIN_WORDS: CheckinWords = words;
