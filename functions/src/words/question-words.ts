import words from './questions.json' with { type: 'json' };
import type { QuestionWords } from './schemas.ts';

/** The questions asked before a plan, and the if-then plans made from the answers (questions.json). */
export const QUESTION_WORDS: QuestionWords = words;
