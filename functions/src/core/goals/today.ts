import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { todayList, type TodayBite } from '@cakewalk/shared/rules/today.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { listGoals } from '../../data/goals/read-goals.ts';

/** What the person does today (shared/src/rules/today.ts), on their day as of `now`. */
export async function todayOf(userId: string, now = new Date()): Promise<{ today: string; bites: TodayBite[] }> {
  const [goals, timeZone] = await Promise.all([listGoals(userId), timeZoneOf(userId)]);
  const today = dayIn(now, timeZone);
  return { today, bites: todayList(goals, today) };
}
