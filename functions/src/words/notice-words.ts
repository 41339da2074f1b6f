import words from './notices.json' with { type: 'json' };
import type { NoticeWords } from './schemas.ts';

/** Notices shown above a plan (notices.json). */
export const NOTICES: NoticeWords = words;
