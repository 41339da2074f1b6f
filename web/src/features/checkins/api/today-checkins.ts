import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import { todayList } from '@cakewalk/shared/rules/today.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { liveCheckins } from '../model/today-checkins.ts';
import { openCheckins } from '../model/open-checkins.ts';
import { useSessionAnswers } from '../model/session-answers.ts';
import { useRecentCheckins } from './checkins.ts';

/** The person's zone and day ('YYYY-MM-DD' there), as Today reckons them. */
export interface PersonDay {
  zone: string;
  today: string;
}

/**
 * Today's check-ins: `live`, the open ones whose bite is on Today (newest first); `answers`, those
 * answered on this page; `earlier`, those answered before it today. An answer leaves Today when
 * the person's day ends.
 */
export function useTodayCheckins(userId: string, { zone, today }: PersonDay) {
  const recent = useRecentCheckins(userId);
  const dashboard = useDashboard(userId);
  const checkins = recent.data ?? [];
  // This person's answers only: the page's answers outlive a sign-out in the same tab.
  const answers = useSessionAnswers().filter((answer) => checkins.some((checkin) => checkin.id === answer.id));
  const answered = new Set(answers.map((answer) => answer.id));
  const steps = dashboard.data ? todayList(dashboard.data.goals, today) : [];
  const live = liveCheckins(openCheckins(checkins, new Date()), steps).filter((checkin) => !answered.has(checkin.id));
  const earlier = checkins.filter((checkin): checkin is Checkin & { reply: NonNullable<Checkin['reply']> } =>
    checkin.reply !== null && !answered.has(checkin.id) && dayIn(new Date(checkin.reply.created_at), zone) === today);
  return { live, answers, earlier, checkins, zone, today };
}
