import { useMutationState } from '@tanstack/react-query';
import type { Checkin, CheckinReplyResult, WayForward, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import { todayList } from '@cakewalk/shared/rules/today.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { useDashboard } from '../../../lib/goals/dashboard-query.ts';
import { usePersonDay } from '../../../lib/settings.ts';
import { liveCheckins } from '../model/today-checkins.ts';
import { openCheckins } from '../model/open-checkins.ts';
import { replyKey, wayForwardKey, type ReplyVariables } from './answer-checkin.ts';
import { useRecentCheckins } from './checkins.ts';

/** An answer given on this page: what was said or chosen, and what the coach answered. */
export type SessionAnswer =
  | { kind: 'reply'; variables: ReplyVariables; result: CheckinReplyResult }
  | { kind: 'way'; id: string; way: WayForward; result: WayForwardResult };

/** The answers sent from this page, newest first, read from the mutation cache. */
function useSessionAnswers(userId: string): SessionAnswer[] {
  const replies = useMutationState({
    filters: { mutationKey: replyKey(userId), status: 'success' },
    select: (mutation): SessionAnswer => ({
      kind: 'reply', variables: mutation.state.variables as ReplyVariables, result: mutation.state.data as CheckinReplyResult,
    }),
  });
  const ways = useMutationState({
    filters: { mutationKey: wayForwardKey(userId), status: 'success' },
    select: (mutation): SessionAnswer => {
      const { id, way } = mutation.state.variables as { id: string; way: WayForward };
      return { kind: 'way', id, way, result: mutation.state.data as WayForwardResult };
    },
  });
  return [...replies, ...ways].reverse();
}

const answeredId = (answer: SessionAnswer) => (answer.kind === 'reply' ? answer.variables.id : answer.id);

/**
 * Today's check-ins: `live`, the open ones whose bite is on Today (newest first); `answers`, those
 * answered on this page; `earlier`, those answered before it today. An answer leaves Today when
 * the person's day ends.
 */
export function useTodayCheckins(userId: string) {
  const recent = useRecentCheckins(userId);
  const dashboard = useDashboard(userId);
  const { zone, today } = usePersonDay();
  const answers = useSessionAnswers(userId);
  const answered = new Set(answers.map(answeredId));
  const checkins = recent.data ?? [];
  const steps = dashboard.data ? todayList(dashboard.data.goals, today) : [];
  const live = liveCheckins(openCheckins(checkins, new Date()), steps).filter((checkin) => !answered.has(checkin.id));
  const earlier = checkins.filter((checkin): checkin is Checkin & { reply: NonNullable<Checkin['reply']> } =>
    checkin.reply !== null && !answered.has(checkin.id) && dayIn(new Date(checkin.reply.created_at), zone) === today);
  return { live, answers, earlier, checkins, zone, today };
}
