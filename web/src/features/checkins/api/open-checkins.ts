import { useState } from 'react';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import { useRecentCheckins } from './checkins.ts';
import { openCheckins } from '../model/open-checkins.ts';

/**
 * The check-ins waiting for an answer, and those answered since the page opened: an answered one
 * stays in its place with the coach's reply, instead of vanishing from under the person's eyes.
 */
export function useOpenCheckins(userId: string | undefined) {
  const recent = useRecentCheckins(userId);
  const [seen, setSeen] = useState<readonly string[]>([]);
  const open = recent.data ? openCheckins(recent.data, new Date()) : [];
  const unseen = open.filter((checkin) => !seen.includes(checkin.id));
  // Kept in state during render (React's way for state that follows props), so no render shows them gone.
  if (unseen.length > 0) setSeen([...seen, ...unseen.map((checkin) => checkin.id)]);
  const shown: Checkin[] = (recent.data ?? []).filter((checkin) => open.includes(checkin) || seen.includes(checkin.id));
  return { recent, shown };
}
