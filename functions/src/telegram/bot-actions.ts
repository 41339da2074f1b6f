import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';
import { ReflectionContent } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import { currentStepOf, goalProgress } from '../checkins/figures.ts';
import { snoozeCheckin } from '../data/checkin-delivery.ts';
import { getCheckinItem, latestCheckin, setReply } from '../data/checkins.ts';
import { microtasksOf } from '../data/goal-tree.ts';
import { getGoal, listGoals } from '../data/goals.ts';
import { updateMicrotaskStatus } from '../data/microtasks.ts';
import { createReflection } from '../data/reflections.ts';
import { dueItem, putDue } from '../data/schedule.ts';
import { setPaused } from '../data/settings.ts';
import { linkChat } from '../data/telegram-chats.ts';
import { consumeLinkCode, restoreLinkCode } from '../data/telegram-links.ts';
import { isNotFound } from '../http/errors.ts';

// What the bot does for a linked user, apart from Telegram's types: each action takes the user
// and answers the text to send back.

export const SNOOZE_MS = 60 * 60 * 1000;
export const NOT_LINKED = "This chat isn't linked to Cakewalk yet. Open your profile in the app and tap 'Connect Telegram'.";
export const HELP = 'Commands: /today shows your current steps, /done marks the current one done, '
  + '/pause and /resume stop and restart check-ins. Anything else you write is saved as a reflection.';

export async function linkWithCode(code: string, chatId: number): Promise<string> {
  const link = await consumeLinkCode(code);
  if (!link) return "That link has expired or was already used. Make a new one with 'Connect Telegram' on your profile.";
  try {
    await linkChat(link.userId, chatId);
  } catch (error) {
    // The code goes back, so Telegram's retry of this update can still link the chat.
    await restoreLinkCode(code, link);
    throw error;
  }
  return `Linked! Your check-ins will arrive here. ${HELP}`;
}

const activeGoals = async (userId: string) => (await listGoals(userId)).filter((goal) => goal.status !== 'done');

export async function todayText(userId: string): Promise<string> {
  const goals = await activeGoals(userId);
  if (goals.length === 0) return 'You have no active goals. Add one in Cakewalk to get started.';
  const lines = goals.map((goal) => {
    const step = currentStepOf(goal);
    return `• ${goal.title} (${goalProgress(goal)}%): ${step ? step.title : 'no steps left'}`;
  });
  return `Today:\n${lines.join('\n')}`;
}

/** The goal /done is about: the one last checked in about while it is active, else the first active one. */
async function doneTarget(userId: string): Promise<Goal | undefined> {
  const latest = await latestCheckin(userId);
  const goals = await activeGoals(userId);
  return goals.find((goal) => goal.id === latest?.goal_id) ?? goals[0];
}

async function markDone(userId: string, goal: Goal, stepId: string): Promise<string> {
  const step = microtasksOf(goal).find((m) => m.id === stepId);
  if (!step) return 'That step has changed since this check-in. Send /today to see where you are.';
  if (step.status !== 'done') await updateMicrotaskStatus(userId, step.id, 'done');
  // The next step comes from the goal already read, with this change applied: nothing after the
  // write may fail, or Telegram would send the update again and /done would mark a second step.
  const next = currentStep(microtasksOf(goal).map((m) => (m.id === step.id ? { ...m, status: 'done' as const } : m)));
  const done = step.status === 'done' ? `Already done: ${step.title}.` : `Done: ${step.title}.`;
  return next ? `${done} Next up: ${next.title}` : `${done} That was the last step of "${goal.title}". Well done!`;
}

export async function doneCommand(userId: string): Promise<string> {
  const goal = await doneTarget(userId);
  const step = goal && currentStepOf(goal);
  if (!goal || !step) return 'There is no open step to mark done. Send /today to see your goals.';
  return markDone(userId, goal, step.id);
}

/** The check-in's Done button marks the step that was current when it was written, once. */
export async function doneFromCheckin(userId: string, checkinId: string): Promise<string> {
  try {
    const checkin = await getCheckinItem(userId, checkinId);
    if (!checkin.step_id) return 'That goal had no open step.';
    return await markDone(userId, await getGoal(userId, checkin.goal_id), checkin.step_id);
  } catch (error) {
    if (isNotFound(error)) return 'That goal or check-in no longer exists.';
    throw error;
  }
}

/** The schedule item is written first: if marking the check-in fails, the item finds nothing to do. */
export async function snoozeFromCheckin(userId: string, checkinId: string, now = new Date()): Promise<string> {
  const until = new Date(now.getTime() + SNOOZE_MS).toISOString();
  try {
    await getCheckinItem(userId, checkinId);
    await putDue(dueItem('snooze', until, userId, checkinId));
    await snoozeCheckin(userId, checkinId, until);
  } catch (error) {
    if (isNotFound(error)) return 'That check-in no longer exists.';
    throw error;
  }
  return "OK, I'll remind you in an hour.";
}

export async function pauseCommand(userId: string, paused: boolean): Promise<string> {
  await setPaused(userId, paused);
  return paused ? 'Check-ins are paused. Send /resume to restart them.' : 'Check-ins are back on.';
}

/** Free text is a reflection on the goal last checked in about, and answers that check-in. */
export async function reflectionFromText(userId: string, text: string): Promise<string> {
  const parsed = z.safeParse(ReflectionContent, text);
  if (!parsed.success) return 'That message is too long to save as a reflection (5,000 characters at most).';
  const latest = await latestCheckin(userId);
  const reflection = await createReflection(userId, {
    goal_id: latest?.goal_id ?? null,
    goal_name: latest?.goal_name ?? null,
    content: parsed.data,
  });
  if (latest) await setReply(userId, latest.id, reflection, true);
  return latest ? `Saved as a reflection on "${latest.goal_name}".` : 'Saved as a reflection.';
}
