import type { WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import { ReflectionContent, tooManyReflections } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { goalProgress } from '@cakewalk/shared/rules/goal-tree.ts';
import { perPeriodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { doneThisPeriod, periodFull } from '@cakewalk/shared/rules/today.ts';
import { actOnCheckin, replyToLatestAndAct } from '../core/checkins/act-on-reply.ts';
import { snoozeCheckin } from '../core/checkins/snooze.ts';
import { chooseWayForward } from '../core/checkins/ways-forward.ts';
import { setCheckinsPaused } from '../core/settings/save-checkin-settings.ts';
import { todayOf } from '../core/goals/today.ts';
import { markCheckinStepDone, markCurrentStepDone, type Marked } from '../core/goals/mark-step-done.ts';
import { declineLink, linkChatWithCode, offerLink, unlinkChatOf, type LinkOutcome } from '../core/telegram-chat/link-chat.ts';
import { ABUSE_LIMITS, LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { Invalid, NotFound } from '../domain/errors.ts';
import { BOT_WORDS as SAY } from '../words/bot-words.ts';
import { countWords, fill } from '../words/fill.ts';

// What the bot says back (src/words/bot.json): each reply runs a use case for the linked user and
// words its outcome.

function notLinked(outcome: Extract<LinkOutcome, { linked: false }>): string {
  return outcome.reason === 'linked-elsewhere' ? fill(SAY.linkedElsewhere, { email: outcome.email }) : SAY.linkExpired;
}

/** What `/start CODE` answers: the question whether to link (asked with Yes and No), or why not. */
export async function linkQuestion(payload: string, chatId: number): Promise<{ text: string; ask: boolean }> {
  const offer = await offerLink(payload, chatId);
  return 'linked' in offer ? { text: notLinked(offer), ask: false } : { text: fill(SAY.linkQuestion, { email: offer.email }), ask: true };
}

export async function linkWithCode(payload: string, chatId: number, chatName?: string): Promise<string> {
  const outcome = await linkChatWithCode(payload, chatId, chatName);
  return outcome.linked ? fill(SAY.linked, { help: SAY.help }) : notLinked(outcome);
}

export async function declineLinkWithCode(payload: string): Promise<string> {
  await declineLink(payload);
  return SAY.linkDeclined;
}

export async function unlinkCommand(chatId: number): Promise<string> {
  const email = await unlinkChatOf(chatId);
  return email ? fill(SAY.unlinked, { email }) : SAY.notLinked;
}

function habitState(microtask: Microtask, today: string): string {
  const period = microtask.repeat?.every === 'week' ? 'week' : 'day';
  const times = microtask.repeat ? perPeriodOf(microtask.repeat) : 1;
  const done = doneThisPeriod(microtask, today) ? microtask.period_completions : 0;
  let state = doneThisPeriod(microtask, today) ? SAY.habit.done[period] : SAY.habit.open[period];
  if (times > 1 && !periodFull(microtask, today)) state = fill(SAY.habit.count[period], { done: String(done), times: String(times) });
  if (microtask.streak === 0) return state;
  return fill(SAY.habit.streak, { state, count: countWords(microtask.streak), unit: SAY.habit.unit[period] });
}

/** The same bites as the app's Today page, habits first. */
export async function todayText(userId: string): Promise<string> {
  const { today, bites } = await todayOf(userId);
  if (bites.length === 0) return SAY.nothingToday;
  const lines = bites.map(({ kind, goal, microtask }) => kind === 'habit'
    ? fill(SAY.todayHabit, { goal: goal.title, step: microtask.title, state: habitState(microtask, today) })
    : fill(SAY.todayStep, { goal: goal.title, progress: countWords(goalProgress(goal)), step: microtask.title }));
  return fill(SAY.today, { lines: lines.join('\n') });
}

function doneText(marked: Extract<Marked, { outcome: 'done' }>): string {
  const { step, next, goal } = marked;
  const done = fill(marked.alreadyDone ? SAY.alreadyDone : SAY.done, { step: step.title });
  return next ? fill(SAY.doneNext, { done, next: next.title }) : fill(SAY.doneLast, { done, goal: goal.title });
}

export async function doneCommand(userId: string): Promise<string> {
  const marked = await markCurrentStepDone(userId);
  if (marked.outcome === 'nothing-open') return SAY.nothingOpen;
  return marked.outcome === 'changed' ? SAY.stepChanged : doneText(marked);
}

/** The check-in's Done button marks the step that was current when it was written, once. */
export async function doneFromCheckin(userId: string, checkinId: string): Promise<string> {
  try {
    const marked = await markCheckinStepDone(userId, checkinId);
    if (marked.outcome === 'nothing-open') return SAY.goalHadNoOpenStep;
    return marked.outcome === 'changed' ? SAY.stepChanged : doneText(marked);
  } catch (error) {
    if (error instanceof NotFound) return SAY.goalOrCheckinGone;
    throw error;
  }
}

export async function snoozeFromCheckin(userId: string, checkinId: string, now = new Date()): Promise<string> {
  try {
    await snoozeCheckin(userId, checkinId, now);
  } catch (error) {
    if (error instanceof NotFound) return SAY.checkinGone;
    throw error;
  }
  return SAY.snoozed;
}

export async function pauseCommand(userId: string, paused: boolean): Promise<string> {
  await setCheckinsPaused(userId, paused);
  return paused ? SAY.paused : SAY.resumed;
}

/**
 * The check-in's Too big button breaks its step down, as the reply "too big" does; Not today
 * (under the coach's question) rests the goal until tomorrow's check-in, as "not today" does.
 */
export async function actFromCheckin(userId: string, checkinId: string, action: 'smaller' | 'snoozed'): Promise<string> {
  try {
    return (await actOnCheckin(userId, checkinId, action)).message;
  } catch (error) {
    if (error instanceof NotFound) return SAY.goalOrCheckinGone;
    throw error;
  }
}

/** A stalled goal's check-in buttons: a smaller step, a due date a week later, or a pause. */
export async function wayForwardFromCheckin(userId: string, checkinId: string, way: WayForward): Promise<string> {
  try {
    return (await chooseWayForward(userId, checkinId, way)).message;
  } catch (error) {
    if (error instanceof NotFound) return SAY.goalOrCheckinGone;
    throw error;
  }
}

/** What the bot answers free text with; `ask` names the check-in whose three answers go under it as buttons. */
export interface TextAnswer {
  text: string;
  ask?: string;
}

/**
 * Free text is a reflection on the goal last checked in about, read like a reply to that check-in
 * ("done", "too big", "busy"); the answer is the coach's, in the goal's tone. When the reply is
 * not clear, the coach's question comes with Done, Too big and Not today.
 */
export async function replyFromText(userId: string, text: string): Promise<TextAnswer> {
  const parsed = z.safeParse(ReflectionContent, text);
  if (!parsed.success) return { text: fill(SAY.reflectionTooLong, { max: countWords(LIMITS.reflection.max) }) };
  try {
    const acted = await replyToLatestAndAct(userId, parsed.data);
    if (!acted) return { text: SAY.savedAsReflection };
    return { text: acted.message, ...(acted.action === 'ask' && { ask: acted.checkinId }) };
  } catch (error) {
    if (error instanceof NotFound) return { text: SAY.savedGoalGone };
    if (error instanceof Invalid && error.message === tooManyReflections()) return { text: fill(SAY.reflectionsFull, { max: countWords(ABUSE_LIMITS.reflectionsPerUser) }) };
    throw error;
  }
}
