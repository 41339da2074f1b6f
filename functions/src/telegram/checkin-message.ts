import { InlineKeyboard } from 'grammy/web';
import { WAYS_FORWARD, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import type { CheckinItem } from '../data/checkins/checkins.ts';

// Callback data is at most 64 bytes: an action and a check-in id (26 characters) fit.
// Telegram refuses a text over 4,096 characters outright, which would lose the check-in there.
const MAX_TEXT = 4096;
export const DONE_ACTION = 'done';
export const SNOOZE_ACTION = 'snooze';
export const SMALLER_ACTION = 'smaller';

export function checkinText(checkin: Pick<CheckinItem, 'kind' | 'goal_name' | 'message' | 'reminder'>): string {
  const title = checkin.kind === 'weekly' ? `Weekly review: ${checkin.goal_name}` : checkin.goal_name;
  return `${checkin.reminder ? 'Reminder: ' : ''}${title}\n\n${checkin.message}`.slice(0, MAX_TEXT);
}

export const WAY_ACTION = 'way';
const WAY_BUTTONS: Record<WayForward, string> = { smaller: 'Smaller step', later: 'Due a week later', pause: 'Pause a week' };

/**
 * A stalled goal's check-in offers the ways forward, and Done below them for the step done after
 * all; any other, Done, Too big and Snooze.
 */
export function checkinKeyboard(checkin: Pick<CheckinItem, 'id' | 'stalled'>): InlineKeyboard {
  const checkinId = checkin.id;
  if (checkin.stalled) {
    return WAYS_FORWARD.reduce((keyboard, way) => keyboard.text(WAY_BUTTONS[way], `${WAY_ACTION}:${way}:${checkinId}`), new InlineKeyboard())
      .row()
      .text('Done', `${DONE_ACTION}:${checkinId}`);
  }
  return new InlineKeyboard()
    .text('Done', `${DONE_ACTION}:${checkinId}`)
    .text('Too big', `${SMALLER_ACTION}:${checkinId}`)
    .text('Snooze 1h', `${SNOOZE_ACTION}:${checkinId}`);
}
