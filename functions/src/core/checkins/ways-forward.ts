import type { WayForward, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import { dayIn, dayWords } from '@cakewalk/shared/rules/calendar-days.ts';
import { PAUSE_DAYS } from '@cakewalk/shared/schemas/progress.ts';
import { laterDueDate } from '@cakewalk/shared/rules/pace.ts';
import { claimLaterDue, getCheckinItem } from '../../data/checkins/checkins.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { setDueDate } from '../../data/goals/write-goals.ts';
import { pauseGoal } from '../goals/pause-goal.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { Invalid } from '../../domain/errors.ts';
import { actOnCheckin } from './act-on-reply.ts';
import { fill } from '../../words/fill.ts';
import { REPLY_WORDS } from '../../words/checkins/reply-words.ts';

// A stalled goal's check-in offers three ways forward. "Later" moves the due date as Today's
// remedy for a goal behind does (shared/src/rules/pace.ts, laterDueDate). "Pause" is a week
// without check-ins on the goal, which moves its due date a week on.

const ONLY_WHEN_STALLED = 'A later due date is offered on a check-in about a goal that has stalled.';

export async function chooseWayForward(userId: string, checkinId: string, way: WayForward, now = new Date()): Promise<WayForwardResult> {
  if (way === 'smaller') return { way, message: (await actOnCheckin(userId, checkinId, 'smaller')).message };
  const checkin = await getCheckinItem(userId, checkinId);
  const texts = REPLY_WORDS.byTone[checkin.tone];
  const today = dayIn(now, await timeZoneOf(userId));
  if (way === 'later') {
    if (!checkin.stalled) throw new Invalid(ONLY_WHEN_STALLED);
    const goal = await getGoal(userId, checkin.goal_id);
    // Once per check-in: a replayed or doubled press answers as the first did and moves nothing.
    const chosen = checkin.later_due ?? laterDueDate(goal.due_date, today);
    if (checkin.later_due === undefined && (await claimLaterDue(userId, checkin.id, chosen))) await setDueDate(userId, goal.id, chosen);
    const date = (await getCheckinItem(userId, checkin.id)).later_due ?? chosen;
    const moved = goal.due_date !== null && goal.due_date > today;
    return { way, message: fill(texts.later, { goal: goal.title, date: dayWords(date, today), span: moved ? REPLY_WORDS.dueSpan.moved : REPLY_WORDS.dueSpan.fromToday }) };
  }
  // Daily rounds skip the goal on every day before this one; its pace and runs wait meanwhile.
  const date = (await pauseGoal(userId, checkin.goal_id, PAUSE_DAYS.week, now)).paused_until ?? today;
  return { way, message: fill(texts.paused, { goal: checkin.goal_name, date: dayWords(date, today) }) };
}
