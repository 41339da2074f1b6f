import words from './replies.json' with { type: 'json' };
import type { ReplyWords } from '../schemas.ts';

/** The coach's answers to replies and ways forward (replies.json). */
export const REPLY_WORDS: ReplyWords = words;
