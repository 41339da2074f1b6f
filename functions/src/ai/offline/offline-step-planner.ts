import { clampSteps } from '../clamp-breakdown.ts';
import { planSize } from '../plan-size.ts';
import type { StepPlanner } from '../step-planner.ts';
import { unreadSteps } from './split-bite/unread-steps.ts';
import { splitBite } from './split-bite/split-planned-bite.ts';

/**
 * The offline re-breakdown of one bite: 2 to 8 smaller bites, as the detail level asks, never
 * fewer than two: a split that comes out short is made up by two honest steps in the bite's language.
 */
export const offlineStepPlanner: StepPlanner = {
  breakdownMicrotask: async (input, options) =>
    clampSteps(splitBite(input, planSize(options?.detail).microtaskSteps), () => unreadSteps(input.title).map((title) => ({ title, minutes: 5 }))),
};
