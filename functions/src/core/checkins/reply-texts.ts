import type { Tone } from '@cakewalk/shared/schemas/common.ts';

// The coach's answer to a reply, as data, in each tone: the next step, the first smaller bite, or
// when it checks in again. Held to the banned words with the templates (coach-voice.test.ts).
export interface ReplyTexts {
  doneNext: string;
  doneAll: string;
  smaller: string;
  snoozed: string;
  reflection: string;
  /** A stalled goal's ways forward: the due date moved a week later, or check-ins paused. */
  later: string;
  paused: string;
}

export const REPLY_TEXTS: Record<Tone, ReplyTexts> = {
  friendly: {
    doneNext: 'Lovely, “{step}” is done. Next up: {next}.',
    doneAll: 'Lovely, “{step}” is done, and that was the last bite of “{goal}”. Well done!',
    smaller: 'Let us make it smaller. Start with: {first}.',
    snoozed: 'No problem. I will check in on “{goal}” again at tomorrow’s check-in.',
    reflection: 'Thank you for sharing. I saved it with “{goal}”.',
    later: 'All set: “{goal}” is now due on {date}, {span}. There is time.',
    paused: 'Take a breather. No check-ins on “{goal}” until {date}.',
  },
  strict: {
    doneNext: '“{step}” is done. Next step: {next}.',
    doneAll: '“{step}” is done. “{goal}” is complete. Well done.',
    smaller: 'Smaller, then. First bite: {first}.',
    snoozed: 'Noted. Next check-in on “{goal}” is tomorrow’s.',
    reflection: 'Noted and saved with “{goal}”.',
    later: 'New due date for “{goal}”: {date}, {span}.',
    paused: 'Paused. Next check-in on “{goal}”: {date}.',
  },
  motivational: {
    doneNext: 'Boom! “{step}” is DONE! Next win: {next}!',
    doneAll: 'YES! “{step}” was the last bite of “{goal}”. You did it!',
    smaller: 'Smart move! Your first small win: {first}!',
    snoozed: 'Rest up! I will be back for “{goal}” at tomorrow’s check-in!',
    reflection: 'Love it! Saved with “{goal}”.',
    later: 'New finish line for “{goal}”: {date}, {span}. Plenty of room to win!',
    paused: 'Recharge! “{goal}” is paused, and I will be back on {date}!',
  },
};

export function replyText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
