import type { WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import { ReflectionContent } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import { currentStepOf, goalProgress } from '@cakewalk/shared/rules/goal-tree.ts';
import { actOnCheckin, replyToLatestAndAct } from '../core/checkins/act-on-reply.ts';
import { snoozeCheckin } from '../core/checkins/snooze.ts';
import { chooseWayForward } from '../core/checkins/ways-forward.ts';
import { setCheckinsPaused } from '../core/settings/checkin-settings.ts';
import { listActiveGoals } from '../core/goals/list-goals.ts';
import { markCheckinStepDone, markCurrentStepDone, type Marked } from '../core/goals/mark-step-done.ts';
import { declineLink, linkChatWithCode, offerLink, unlinkChatOf, type LinkOutcome } from '../core/telegram-chat/link-chat.ts';
import { NotFound } from '../domain/errors.ts';

// What the bot says back: each reply runs a use case for the linked user and words its outcome.

export const NOT_LINKED = "This chat isn't linked to Cakewalk yet. Open your profile in the app and tap 'Connect Telegram'.";
export const HELP = 'Commands: /today shows your current steps, /done marks the current one done, '
  + '/pause and /resume stop and restart check-ins, /unlink disconnects this chat. '
  + 'Anything else you write answers your last check-in and is saved as a reflection: "done", "too big" or "busy" act on it.';

function notLinked(outcome: Extract<LinkOutcome, { linked: false }>): string {
  if (outcome.reason === 'linked-elsewhere') {
    return `This chat is linked to the Cakewalk account ${outcome.email}. `
      + 'To link a different account, send /unlink first, then open the new link again.';
  }
  return "That link has expired or was already used. Make a new one with 'Connect Telegram' on your profile.";
}

/** What `/start CODE` answers: the question to link (with the buttons' answers to come), or why not. */
export async function linkQuestion(payload: string, chatId: number): Promise<{ text: string; ask: boolean }> {
  const offer = await offerLink(payload, chatId);
  return 'linked' in offer ? { text: notLinked(offer), ask: false } : { text: `Link this chat to ${offer.email}?`, ask: true };
}

export async function linkWithCode(payload: string, chatId: number): Promise<string> {
  const outcome = await linkChatWithCode(payload, chatId);
  return outcome.linked ? `Linked! Your check-ins will arrive here. ${HELP}` : notLinked(outcome);
}

export async function declineLinkWithCode(payload: string): Promise<string> {
  await declineLink(payload);
  return "OK, this chat stays unlinked. If you meant to link it, make a new link with 'Connect Telegram' on your profile.";
}

export async function unlinkCommand(chatId: number): Promise<string> {
  const email = await unlinkChatOf(chatId);
  return email ? `This chat is no longer linked to ${email}. Check-ins will stay in the app.` : NOT_LINKED;
}

export async function todayText(userId: string): Promise<string> {
  const goals = await listActiveGoals(userId);
  if (goals.length === 0) return 'You have no active goals. Add one in Cakewalk to get started.';
  const lines = goals.map((goal) => {
    const step = currentStepOf(goal);
    return `• ${goal.title} (${goalProgress(goal)}%): ${step ? step.title : 'no steps left'}`;
  });
  return `Today:\n${lines.join('\n')}`;
}

function doneText(marked: Extract<Marked, { outcome: 'done' }>): string {
  const { step, next, goal } = marked;
  const done = marked.alreadyDone ? `Already done: ${step.title}.` : `Done: ${step.title}.`;
  return next ? `${done} Next up: ${next.title}` : `${done} That was the last step of "${goal.title}". Well done!`;
}

const CHANGED = 'That step has changed since this check-in. Send /today to see where you are.';

export async function doneCommand(userId: string): Promise<string> {
  const marked = await markCurrentStepDone(userId);
  if (marked.outcome === 'nothing-open') return 'There is no open step to mark done. Send /today to see your goals.';
  return marked.outcome === 'changed' ? CHANGED : doneText(marked);
}

/** The check-in's Done button marks the step that was current when it was written, once. */
export async function doneFromCheckin(userId: string, checkinId: string): Promise<string> {
  try {
    const marked = await markCheckinStepDone(userId, checkinId);
    if (marked.outcome === 'nothing-open') return 'That goal had no open step.';
    return marked.outcome === 'changed' ? CHANGED : doneText(marked);
  } catch (error) {
    if (error instanceof NotFound) return 'That goal or check-in no longer exists.';
    throw error;
  }
}

export async function snoozeFromCheckin(userId: string, checkinId: string, now = new Date()): Promise<string> {
  try {
    await snoozeCheckin(userId, checkinId, now);
  } catch (error) {
    if (error instanceof NotFound) return 'That check-in no longer exists.';
    throw error;
  }
  return "OK, I'll remind you in an hour.";
}

export async function pauseCommand(userId: string, paused: boolean): Promise<string> {
  await setCheckinsPaused(userId, paused);
  return paused ? 'Check-ins are paused. Send /resume to restart them.' : 'Check-ins are back on.';
}

/** The check-in's Too big button breaks its step down, as the reply "too big" does. */
export async function smallerFromCheckin(userId: string, checkinId: string): Promise<string> {
  try {
    return (await actOnCheckin(userId, checkinId, 'smaller')).message;
  } catch (error) {
    if (error instanceof NotFound) return 'That goal or check-in no longer exists.';
    throw error;
  }
}

/** A stalled goal's check-in buttons: a smaller step, a due date a week later, or a pause. */
export async function wayForwardFromCheckin(userId: string, checkinId: string, way: WayForward): Promise<string> {
  try {
    return (await chooseWayForward(userId, checkinId, way)).message;
  } catch (error) {
    if (error instanceof NotFound) return 'That goal or check-in no longer exists.';
    throw error;
  }
}

/**
 * Free text is a reflection on the goal last checked in about, read like a reply to that check-in
 * ("done", "too big", "busy"); the answer is the coach's, in the goal's tone.
 */
export async function replyFromText(userId: string, text: string): Promise<string> {
  const parsed = z.safeParse(ReflectionContent, text);
  if (!parsed.success) return 'That message is too long to save as a reflection (5,000 characters at most).';
  try {
    const acted = await replyToLatestAndAct(userId, parsed.data);
    return acted ? acted.message : 'Saved as a reflection.';
  } catch (error) {
    if (error instanceof NotFound) return 'Saved as a reflection. That goal no longer exists.';
    throw error;
  }
}
