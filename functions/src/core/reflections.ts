import type { Reflection, ReflectionQuery } from '@cakewalk/shared/schemas/reflection.ts';
import { getCheckinItem, latestCheckin, refreshReply, setReply, type CheckinItem } from '../data/checkins/checkins.ts';
import { getGoalTitle } from '../data/goals/read-goals.ts';
import {
  createReflection,
  deleteReflection,
  listReflections as readReflections,
  updateReflectionContent,
  type ReflectionPage,
} from '../data/reflections/reflections.ts';
import { Invalid } from '../domain/errors.ts';
import { giveBackReflectionPlaceOf, withReflectionPlace } from './limits/reflection-quota.ts';

/** A reflection, on a goal or on none. The goal's name is copied, so it outlives the goal. */
export async function writeReflection(userId: string, input: { goal_id?: string | null; content: string }): Promise<Reflection> {
  const goalId = input.goal_id ?? null;
  const goalName = goalId ? await getGoalTitle(userId, goalId) : null;
  const reflection = await withReflectionPlace(userId, () => createReflection(userId, { goal_id: goalId, goal_name: goalName, content: input.content }));
  return reflection;
}

/**
 * Rewrites a reflection's words; its time and goal stay as written. The check-in it answers
 * shows the new words too (unless a later answer has replaced it there).
 */
export async function editReflection(userId: string, id: string, content: string): Promise<Reflection> {
  const { reflection, checkinId } = await updateReflectionContent(userId, id, content);
  if (checkinId) await refreshReply(userId, checkinId, id, reflection);
  return reflection;
}

/** Deletes a reflection, and the copy of it on the check-in it answers. */
export async function removeReflection(userId: string, id: string): Promise<void> {
  const { checkinId } = await deleteReflection(userId, id);
  await giveBackReflectionPlaceOf(userId).catch(() => undefined);
  if (checkinId) await refreshReply(userId, checkinId, id, null);
}

export function listReflections(userId: string, query: ReflectionQuery): Promise<ReflectionPage> {
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw new Invalid('The start date must not be after the end date.');
  }
  return readReflections(userId, query);
}

/** An answer to a check-in, kept as a reflection on its goal. */
export async function replyToCheckin(userId: string, checkinId: string, content: string): Promise<Reflection> {
  // Looked up in the caller's own partition: another user's check-in is simply not found.
  const checkin = await getCheckinItem(userId, checkinId);
  const reflection = await withReflectionPlace(userId, () =>
    createReflection(userId, { goal_id: checkin.goal_id, goal_name: checkin.goal_name, content, checkin_id: checkin.id }));
  await setReply(userId, checkin.id, reflection);
  return reflection;
}

/**
 * Free text is a reflection on the goal last checked in about, and answers that check-in unless
 * it already has an answer. Answers the reflection and that check-in, if any.
 */
export async function reflectOnLatestCheckin(userId: string, content: string): Promise<{ reflection: Reflection; checkin: CheckinItem | null }> {
  const latest = await latestCheckin(userId);
  const reflection = await withReflectionPlace(userId, () => createReflection(userId, {
    goal_id: latest?.goal_id ?? null,
    goal_name: latest?.goal_name ?? null,
    content,
    ...(latest && { checkin_id: latest.id }),
  }));
  if (latest) await setReply(userId, latest.id, reflection, true);
  return { reflection, checkin: latest ?? null };
}
