import { createElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Goal, Microtask, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../a11y/announce.ts';
import { showToast } from '../infra/toasts.tsx';
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
}

/** A done's celebration, ready to show: its helper, words and bar, and what its Undo does. */
export interface ShownCheer {
  cheer: ReactNode;
  words: string;
  /** Takes the done back; answers whether the bite is back as it was. */
  undo: () => Promise<boolean>;
}

export interface AfterDoneOptions {
  /** Gets the celebration's words, for the place that acts on them (focus, a scroll). */
  onMarked?: (words: string) => void;
  /** Runs once Undo has put the bite back, so the place that ticked it can take focus again. */
  onUndone?: () => void;
  /**
   * Shows the celebration in the place that did the done, in the page's flow, where a toast would
   * lie over the next thing to press; without it the celebration is a toast.
   */
  show?: (shown: ShownCheer) => void;
}

/** A bite saved as done: its one celebration, said aloud, felt on a phone, and shown with Undo. */
export function afterDone({ queryClient, userId, bite, goal, result }: Done, { onMarked, onUndone, show }: AfterDoneOptions = {}): void {
  const after = withMicrotaskResult({ goals: [goal] }, bite.id, result).goals[0] ?? goal;
  const words = celebrationFor(after, bite.id);
  announce(`Marked done. ${words}`);
  const cheer = createElement(Cheer, {
    words,
    bar: bite.repeat ? undefined : { goalTitle: goal.title, from: planProgress(goal).percent, to: planProgress(after).percent },
    doneCount: stepsOf(after).filter((step) => step.status === 'done').length,
  });
  buzz();
  if (show) {
    // The place shows the bite back on its own row, so the Undo says so aloud rather than in a toast.
    show({ cheer, words, undo: () => undoDone(queryClient, userId, bite, { toast: false }) });
  } else {
    // The toast's tick hops (held still under reduced motion), and Undo closes it as it takes the done back.
    const undo = () => void undoDone(queryClient, userId, bite).then((back) => back && onUndone?.());
    showToast('success', cheer, { label: 'Undo', onClick: undo }, 'toast-celebration');
  }
  onMarked?.(words);
}
