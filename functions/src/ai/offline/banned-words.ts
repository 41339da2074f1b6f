// Words no coach says, in any tone: they shame rather than help. Held as data; every template and
// every message is checked against it (functions/test/unit/coach-voice.test.ts).
export const BANNED_WORDS = [
  'not acceptable', 'unacceptable', 'no excuses', 'excuses', 'lazy', 'pathetic', 'disappointing',
  'disappointed', 'shame', 'ashamed', 'failure', 'failed', 'you should be', 'no skipping', 'not enough',
] as const;

/** The banned words a text contains, ignoring case. */
export function bannedWordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return BANNED_WORDS.filter((word) => lower.includes(word));
}
