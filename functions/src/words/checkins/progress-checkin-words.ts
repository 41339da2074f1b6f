import words from './progress-checkins.json' with { type: 'json' };
import type { ProgressCheckinWords } from '../schemas.ts';

/** What the check-ins say from the history (progress-checkins.json). */
export const PROGRESS_CHECKIN_WORDS: ProgressCheckinWords = words;
