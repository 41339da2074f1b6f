// The limits of the coach's voice in a daily check-in, whoever writes it (the templates or the
// model): short enough to read at a glance on a lock screen, calm rather than hype, and never a
// word that shames (ARCHITECTURE.md, "The coach's voice").

import { bannedWordsIn } from '../words/banned-words.ts';

export const CHECKIN_MAX_CHARS = 240;
export const MAX_EXCLAMATIONS = 1;

const exclamations = (text: string) => text.match(/!/g)?.length ?? 0;

/** Whether a daily check-in keeps to the voice: its length, its "!", no banned or hype word. */
export function keepsVoice(text: string): boolean {
  return text.length <= CHECKIN_MAX_CHARS && exclamations(text) <= MAX_EXCLAMATIONS && bannedWordsIn(text).length === 0;
}

/** The text with every "!" after the first made a full stop: excitement said once. */
export function calmed(text: string): string {
  let seen = 0;
  return text.replace(/!/g, () => (++seen > MAX_EXCLAMATIONS ? '.' : '!'));
}

/** A value cut at a word to at most `max` characters, with an ellipsis when cut. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
