import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { currentStepOf, goalProgress, stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { idleDays, isStalled } from '@cakewalk/shared/rules/stalled.ts';
import { skipsCheckins } from '@cakewalk/shared/rules/today.ts';
import type { Coach, CoachContext } from '../../ai/coach.ts';
import { claimRound } from '../../data/checkins/rounds.ts';
import { LEASE_MS } from './channels/delivery.ts';
import { createCheckin } from '../../data/checkins/checkins.ts';
import { readRoundGoals } from '../../data/goals/read-goals.ts';
import { setReviewedProgress } from '../../data/goals/write-goals.ts';
import type { StartState, WrittenRound } from './channels/channel.ts';
import { checkinId } from './checkin-id.ts';
import { paceFigure, runningStreaks, weeklyFigures } from './figures.ts';
import { localDate } from './schedule-times.ts';
import { dailyLines, weekLine, withDailyLine } from '../progress/checkin-lines.ts';
import type { DaySpan } from '@cakewalk/shared/schemas/progress.ts';
import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import type { GoalHistory } from '@cakewalk/shared/rules/history/progress-page.ts';
import type { DoneDay } from '../../data/history/done-records.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface Round {
  userId: string;
  userName: string;
  kind: CheckinKind;
  dueAt: Date;
  now: Date;
  timezone: string;
  /** The state each channel's sends start in: pending on the channels the person has on. */
  start: StartState;
}

/** Days without a bite done, when the goal is stalled and has a step to offer smaller. */
function stalledDays(goal: Goal, doneAt: ReadonlyMap<string, string>, now: Date): number | undefined {
  if (!currentStepOf(goal)) return undefined;
  const steps = stepsOf(goal);
  const activity = {
    createdAt: goal.created_at,
    doneAt: steps.flatMap((m) => [doneAt.get(m.id), m.last_done].filter((at): at is string => Boolean(at))),
  };
  return isStalled(activity, now) ? idleDays(activity, now) : undefined;
}

function coachContext(round: Round, goal: Goal, doneAt: ReadonlyMap<string, string>, reported: ReadonlyMap<string, number>): CoachContext {
  const pace = paceFigure(goal, localDate(round.now, round.timezone));
  const base = { userName: round.userName, goalTitle: goal.title, progress: goalProgress(goal), ...(pace && { pace }) };
  if (round.kind === 'daily') {
    const days = stalledDays(goal, doneAt, round.now);
    const stalled = days !== undefined && { stalledDays: days, ...(goal.if_then && { ifThen: goal.if_then }) };
    return { ...base, currentStep: currentStepOf(goal)?.title ?? null, ...stalled };
  }
  const figures = weeklyFigures(goal, doneAt, new Date(round.now.getTime() - WEEK_MS), round.now, reported.get(goal.id));
  return {
    ...base, previousProgress: figures.previousProgress, doneThisWeek: figures.doneThisWeek, nextSteps: figures.nextSteps, streaks: runningStreaks(goal),
  };
}

/** How far back a round reads the dones: enough for a run's rest days and a week's figures. */
const HISTORY_DAYS = 60;

/** The goals with their recent dones and pauses, for the history's lines. */
function roundHistories(goals: readonly Goal[], dones: ReadonlyMap<string, DoneDay[]>, pauses: ReadonlyMap<string, DaySpan[]>, timeZone: string, since: string): GoalHistory[] {
  return goals.map((goal) => {
    const created = localDate(new Date(goal.created_at), timeZone);
    return { goal, createdDay: created > since ? created : since, dones: dones.get(goal.id) ?? [], pauses: pauses.get(goal.id) ?? [], dueMove: null };
  });
}

/**
 * The weekly check-in of the first goal carries the week's figures (one email, or the first
 * message of the round, says them once); a daily one says welcome back after quiet days, or names
 * the habit not to miss twice, before the coach's message.
 */
function withHistoryLines(round: Round, active: readonly Goal[], messages: readonly string[], histories: readonly GoalHistory[], today: string): string[] {
  if (round.kind === 'weekly') return messages.map((message, index) => (index === 0 ? `${message}\n\n${weekLine(histories, today)}` : message));
  const toneOf = new Map(active.map((goal) => [goal.id, goal.tone]));
  const lines = dailyLines(histories, today, round.userName, (goalId) => toneOf.get(goalId) ?? 'friendly');
  return messages.map((message, index) => withDailyLine(lines.get(active[index]!.id), message));
}

/**
 * One check-in per active goal, in the goal's tone. Returns how many were new (a round that was
 * already written, a repeated or concurrent try, creates none) and every check-in as stored, so
 * a round retried after a crash still sends what the first try did not; undefined when another
 * round of the kind went out that day.
 */
export async function writeRound(round: Round, coach: Coach): Promise<WrittenRound | undefined> {
  const { userId, kind, dueAt, now } = round;
  const dueDay = localDate(dueAt, round.timezone);
  // Read while claiming: the reads change nothing, and a round refused its claim is rare.
  const { start } = round;
  const today = localDate(now, round.timezone);
  const since = addDays(today, -HISTORY_DAYS);
  const [claimed, { goals, dones, doneAt, reviewedProgress: reported, pauses }] = await Promise.all([
    claimRound(userId, kind, dueDay, dueAt.toISOString(), now, start.round?.email ?? 'none', LEASE_MS),
    readRoundGoals(userId, today, since),
  ]);
  if (!claimed) return undefined;
  const snoozed = (goal: Goal) => kind === 'daily' && skipsCheckins(goal, dueDay);
  const active = goals.filter((g) => g.status !== 'done' && !snoozed(g));
  // Each goal's message written side by side, and each check-in stored side by side: with a
  // model each message can take seconds, and a user's goals are few.
  const contexts = active.map((goal) => coachContext(round, goal, doneAt, reported));
  const coached = await Promise.all(active.map((goal, index) => coach.coach(kind, contexts[index]!, goal.tone)));
  const messages = withHistoryLines(round, active, coached, roundHistories(goals, dones, pauses, round.timezone, since), today);
  const written = await Promise.all(active.map(async (goal, index) => {
    const result = await createCheckin(userId, {
      id: checkinId(kind, dueAt, goal.id),
      kind,
      goal_id: goal.id,
      goal_name: goal.title,
      tone: goal.tone,
      message: messages[index]!,
      created_at: now.toISOString(),
      step_id: currentStepOf(goal)?.id ?? null,
      due_at: dueAt.toISOString(),
      telegram: 'none',
      ...start.checkin,
      stalled: contexts[index]!.stalledDays !== undefined,
      ...(contexts[index]!.stalledDays !== undefined && { stalled_days: contexts[index]!.stalledDays }),
    });
    // Kept on every try (the same figure), so a retried round still records what it reported.
    if (kind === 'weekly') await setReviewedProgress(userId, goal.id, contexts[index]!.progress);
    return result;
  }));
  const createdIds = new Set(written.filter((entry) => entry.created).map(({ item }) => item.id));
  return {
    created: createdIds.size, checkins: written.map(({ item }) => item), createdIds, round: claimed.item, emailHeld: claimed.created && claimed.item.email === 'sending',
  };
}
