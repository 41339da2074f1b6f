import type { ReplyAction } from '../schemas/checkin.ts';

// What a reply to a check-in asks for, read from its words. The earliest phrase wins, so
// "too big, did not finish" asks for a smaller step.
const PHRASES: readonly [RegExp, ReplyAction][] = [
  [/\b(too big|smaller|stuck|overwhelmed)\b/iu, 'smaller'],
  [/\b(not today|no time|busy|tomorrow|skip)\b/iu, 'snoozed'],
  [/\b(done|did it|finished)\b|✅/iu, 'done'],
];

export function readReply(text: string): ReplyAction {
  let best: { at: number; action: ReplyAction } | undefined;
  for (const [pattern, action] of PHRASES) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, action };
  }
  return best?.action ?? 'reflection';
}
