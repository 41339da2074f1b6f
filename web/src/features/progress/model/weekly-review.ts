import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { currentStepOf, stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';

export interface WeeklyReviewAnswers {
  wentWell: string;
  inTheWay: string;
  /** The bite picked to start next week with, by its title. */
  firstBite: string | undefined;
}

/**
 * The review as one reflection, a line an answer, leaving out what was left empty. Written
 * as the person said it, so Your Reflections reads it back as their own words.
 */
export function reviewContent({ wentWell, inTheWay, firstBite }: WeeklyReviewAnswers): string {
  return [
    'Weekly review',
    wentWell.trim() && `What went well: ${wentWell.trim()}`,
    inTheWay.trim() && `What got in the way: ${inTheWay.trim()}`,
    firstBite && `Next week's first bite: ${firstBite}`,
  ].filter(Boolean).join('\n');
}

/**
 * The bites next week could start with: the goal's one-off bites not done yet, in the order the
 * plan works them, the current one first. A habit comes back by itself, so it is no first bite.
 */
export function firstBiteChoices(goal: Goal): { current: Microtask | undefined; choices: Microtask[] } {
  const choices = stepsOf(goal).filter((step) => step.status !== 'done' && step.repeat === null);
  const current = currentStepOf(goal);
  return { current: current && current.repeat === null ? current : choices[0], choices };
}
