import words from './bot.json' with { type: 'json' };
import type { BotWords } from './schemas.ts';

/** What the Telegram bot says (bot.json). */
export const BOT_WORDS: BotWords = words;
