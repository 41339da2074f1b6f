import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Goal, Microtask, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../infra/announce.ts';
import { celebrate } from '../infra/toasts.tsx';
import { withMicrotaskResult } from '../goals/dashboard-edits.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { celebrationFor } from './celebration.ts';
import { Cheer } from './celebration-toast.tsx';
import { buzz } from './vibration.ts';
import { undoDone } from './undo-done.ts';

interface Done {
  queryClient: QueryClient;
  userId: string;
  /** The bite as it was before it was marked done, for the Undo. */
  bite: Microtask;
  goal: Goal;
  result: StatusResult;
  onMarked: ((words: string) => void) | undefined;
  /** Runs once Undo has put the bite back, so the place that ticked it can take focus again. */
  onUndone: (() => void) | undefined;
}

/** A bite saved as done: its one celebration, said aloud, felt on a phone, and shown with Undo. */
export function afterDone({ queryClient, userId, bite, goal, result, onMarked, onUndone }: Done): void {
  const after = withMicrotaskResult({ goals: [goal] }, bite.id, result).goals[0] ?? goal;
  const words = celebrationFor(after, bite.id);
  announce(`Marked done. ${words}`);
  const cheer = createElement(Cheer, {
    words,
    bar: bite.repeat ? undefined : { goalTitle: goal.title, from: planProgress(goal).percent, to: planProgress(after).percent },
    doneCount: stepsOf(after).filter((step) => step.status === 'done').length,
  });
  buzz();
  celebrate(cheer, () => void undoDone(queryClient, userId, bite).then((back) => back && onUndone?.()));
  onMarked?.(words);
}
