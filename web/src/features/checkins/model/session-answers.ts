import { useSyncExternalStore } from 'react';
import type { CheckinReplyResult, WayForward, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';

/** An answer given on this page: what was said or chosen, and what the coach answered. */
export type SessionAnswer =
  | { kind: 'reply'; id: string; content: string; before: Goal | undefined; result: CheckinReplyResult }
  | { kind: 'way'; id: string; way: WayForward; result: WayForwardResult };

// The answers given since the page opened, newest first: the row that sent one is gone once it is
// answered, so Today's coach line folds each into a line of its own from here.
let answers: readonly SessionAnswer[] = [];
const listeners = new Set<() => void>();

export function answered(answer: SessionAnswer): void {
  answers = [answer, ...answers];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionAnswers(): readonly SessionAnswer[] {
  return useSyncExternalStore(subscribe, () => answers);
}
