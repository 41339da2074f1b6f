import { InlineKeyboard } from 'grammy/web';
import { WAYS_FORWARD, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import type { CheckinItem } from '../data/checkins/checkins.ts';
import { BOT_WORDS } from '../words/bot-words.ts';
import { fill } from '../words/fill.ts';

// Callback data is at most 64 bytes: an action and a check-in id (26 characters) fit.
// Telegram refuses a text over 4,096 characters outright, which would lose the check-in there.
const MAX_TEXT = 4096;
export const DONE_ACTION = 'done';
export const SNOOZE_ACTION = 'snooze';
export const SMALLER_ACTION = 'smaller';
/** Rests the goal until the next day's check-in, as the reply "not today" does. */
export const NOT_TODAY_ACTION = 'nottoday';
const WORDS = BOT_WORDS.checkin;

export function checkinText(checkin: Pick<CheckinItem, 'kind' | 'goal_name' | 'message' | 'reminder'>): string {
  const title = checkin.kind === 'weekly' ? fill(WORDS.weeklyTitle, { goal: checkin.goal_name }) : checkin.goal_name;
  const text = `${title}\n\n${checkin.message}`;
  return (checkin.reminder ? fill(WORDS.reminder, { text }) : text).slice(0, MAX_TEXT);
}

export const WAY_ACTION = 'way';
const WAY_BUTTONS: Record<WayForward, string> = { smaller: WORDS.buttons.smaller, later: WORDS.buttons.later, pause: WORDS.buttons.pause };

/**
 * A stalled goal's check-in offers the ways forward, and Done below them for the step done after
 * all; any other, Done, Too big and Snooze, and a weekly review a button to Progress when the app
 * has an https address (Telegram refuses any other).
 */
export function checkinKeyboard(checkin: Pick<CheckinItem, 'id' | 'stalled' | 'kind'>, progressUrl?: string): InlineKeyboard {
  const checkinId = checkin.id;
  if (checkin.kind === 'weekly' && progressUrl) return answerButtons(checkinId).row().url(WORDS.buttons.progress, progressUrl);
  if (checkin.stalled) {
    return WAYS_FORWARD.reduce((keyboard, way) => keyboard.text(WAY_BUTTONS[way], `${WAY_ACTION}:${way}:${checkinId}`), new InlineKeyboard())
      .row()
      .text(WORDS.buttons.done, `${DONE_ACTION}:${checkinId}`);
  }
  return answerButtons(checkinId);
}

function answerButtons(checkinId: string): InlineKeyboard {
  return new InlineKeyboard()
    .text(WORDS.buttons.done, `${DONE_ACTION}:${checkinId}`)
    .text(WORDS.buttons.tooBig, `${SMALLER_ACTION}:${checkinId}`)
    .text(WORDS.buttons.snooze, `${SNOOZE_ACTION}:${checkinId}`);
}

/** Asked when a reply was not clear: the three answers the coach's question names. */
export function askKeyboard(checkinId: string): InlineKeyboard {
  return new InlineKeyboard()
    .text(WORDS.buttons.done, `${DONE_ACTION}:${checkinId}`)
    .text(WORDS.buttons.tooBig, `${SMALLER_ACTION}:${checkinId}`)
    .text(WORDS.buttons.notToday, `${NOT_TODAY_ACTION}:${checkinId}`);
}
