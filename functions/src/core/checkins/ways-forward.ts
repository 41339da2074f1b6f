import type { WayForward, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { getCheckinItem } from '../../data/checkins/checkins.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { setDueDate, snoozeGoal } from '../../data/goals/write-goals.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { actOnCheckin } from './act-on-reply.ts';
import { fill } from '../../words/fill.ts';
import { REPLY_WORDS } from '../../words/reply-words.ts';

// A stalled goal's check-in offers three ways forward. "Later" moves the due date a week past
// the later of the current one and today (a past date moved a week would still be past); a goal
// without one gets today + a week. "Pause" is a week without check-ins on the goal.
const LATER_DAYS = 7;
const PAUSE_DAYS = 7;

export async function chooseWayForward(userId: string, checkinId: string, way: WayForward, now = new Date()): Promise<WayForwardResult> {
  if (way === 'smaller') return { way, message: (await actOnCheckin(userId, checkinId, 'smaller')).message };
  const checkin = await getCheckinItem(userId, checkinId);
  const texts = REPLY_WORDS.byTone[checkin.tone];
  const today = dayIn(now, await timeZoneOf(userId));
  if (way === 'later') {
    const goal = await getGoal(userId, checkin.goal_id);
    const due = goal.due_date !== null && goal.due_date > today ? goal.due_date : null;
    const date = addDays(due ?? today, LATER_DAYS);
    await setDueDate(userId, goal.id, date);
    return { way, message: fill(texts.later, { goal: goal.title, date, span: due ? REPLY_WORDS.dueSpan.moved : REPLY_WORDS.dueSpan.fromToday }) };
  }
  // Daily rounds skip the goal on every day before this one.
  const date = addDays(today, PAUSE_DAYS);
  await snoozeGoal(userId, checkin.goal_id, date);
  return { way, message: fill(texts.paused, { goal: checkin.goal_name, date }) };
}
