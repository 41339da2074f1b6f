import words from './banned-words.json' with { type: 'json' };

/**
 * Words no coach says, in any tone (banned-words.json): words that shame, and hype that promises
 * more than a small step; every file of words is held to them by a test.
 */
const BANNED_WORDS: readonly string[] = [...words.shaming, ...words.hype];

/** The banned words a text contains, ignoring case. */
export function bannedWordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return BANNED_WORDS.filter((word) => lower.includes(word));
}
