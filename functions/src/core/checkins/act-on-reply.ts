import type { CheckinReplyResult, ReplyAction, ReplyChange } from '@cakewalk/shared/schemas/checkin.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { getCheckinItem } from '../../data/checkins/checkins.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { snoozeGoal } from '../../data/goals/write-goals.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { breakDownStep } from '../goals/break-down-step.ts';
import { markCheckinStepDone } from '../goals/mark-step-done.ts';
import { reflectOnLatestCheckin, replyToCheckin } from '../reflections.ts';
import { fill } from '../../words/fill.ts';
import { REPLY_WORDS } from '../../words/checkins/reply-words.ts';

export interface Acted {
  action: ReplyAction;
  message: string;
  changed?: ReplyChange;
  /** The check-in answered, whose buttons an 'ask' offers. */
  checkinId: string;
}

type Answer = Omit<Acted, 'checkinId'>;

async function answer(userId: string, checkinId: string, action: ReplyAction, tone: Tone, goalName: string): Promise<Answer> {
  const texts = REPLY_WORDS.byTone[tone];
  const reflection = { action: 'reflection' as const, message: fill(texts.reflection, { goal: goalName }) };
  // Not clear what the person wants: nothing changes, and one question offers the three answers.
  if (action === 'ask') return { action, message: fill(texts.ask, { goal: goalName }) };
  const checkin = await getCheckinItem(userId, checkinId);
  if (action === 'done') {
    const marked = await markCheckinStepDone(userId, checkinId);
    if (marked.outcome !== 'done') return reflection;
    const values = { step: marked.step.title, next: marked.next?.title ?? '', goal: goalName };
    const message = fill(marked.next ? texts.doneNext : texts.doneAll, values);
    const { id, title } = marked.step;
    return { action, message, ...(!marked.alreadyDone && { changed: { step: { id, title } } }) };
  }
  if (action === 'smaller') {
    if (!checkin.step_id) return reflection;
    const goal = await getGoal(userId, checkin.goal_id);
    const task = goal.subgoals.flatMap((s) => s.tasks).find((t) => t.microtasks.some((m) => m.id === checkin.step_id));
    const step = task?.microtasks.find((m) => m.id === checkin.step_id);
    if (!task || !step) return reflection;
    const microtasks = await breakDownStep({ userId, microtaskId: step.id, taskId: task.id, detail: 1 });
    const changed = { step: { id: step.id, title: step.title }, microtasks };
    return { action, message: fill(texts.smaller, { first: microtasks[0]?.title ?? '' }), changed };
  }
  if (action === 'snoozed') {
    // Until the next day's check-in: every daily round on a day before tomorrow skips the goal.
    const tomorrow = addDays(dayIn(new Date(), await timeZoneOf(userId)), 1);
    await snoozeGoal(userId, checkin.goal_id, tomorrow);
    return { action, message: fill(texts.snoozed, { goal: goalName }) };
  }
  return reflection;
}

async function act(userId: string, checkinId: string, action: ReplyAction, tone: Tone, goalName: string): Promise<Acted> {
  return { ...await answer(userId, checkinId, action, tone, goalName), checkinId };
}

/**
 * What the reply asks for, read with the goal it answers. The reader (its phrases, the model
 * behind its fallback) loads with the first written reply: a button's action never reads it.
 */
async function readFor(content: string, checkin: { goal_name: string }) {
  const { readReplyToCheckin } = await import('../../ai/read-reply.ts');
  return readReplyToCheckin(content, { goal: checkin.goal_name, step: null });
}

/**
 * A reply is always kept as a reflection, and is also read for what the person wants: the step
 * done, a smaller step, or no check-in until tomorrow. The answer is the coach's, in the goal's tone.
 */
export async function replyAndAct(userId: string, checkinId: string, content: string): Promise<CheckinReplyResult> {
  const checkin = await getCheckinItem(userId, checkinId);
  const reflection = await replyToCheckin(userId, checkinId, content);
  const { action, message, changed } = await act(userId, checkinId, await readFor(content, checkin), checkin.tone, checkin.goal_name);
  return { reflection, action, message, ...(changed && { changed }) };
}

/** A button on a check-in (Telegram's Too big) asks for one action without words to keep. */
export async function actOnCheckin(userId: string, checkinId: string, action: ReplyAction): Promise<Acted> {
  const checkin = await getCheckinItem(userId, checkinId);
  return act(userId, checkinId, action, checkin.tone, checkin.goal_name);
}

/**
 * Free text outside the app answers the check-in last sent, read like a reply to it. Without any
 * check-in yet it is a reflection on no goal, and there is nothing to act on.
 */
export async function replyToLatestAndAct(userId: string, content: string): Promise<Acted | null> {
  const { checkin } = await reflectOnLatestCheckin(userId, content);
  if (!checkin) return null;
  return act(userId, checkin.id, await readFor(content, checkin), checkin.tone, checkin.goal_name);
}
