import { clampSteps } from '../clamp-breakdown.ts';
import { planSize } from '../plan-size.ts';
import type { StepPlanner } from '../step-planner.ts';
import { splitBite } from './split-bite/split-bite.ts';

/** The offline re-breakdown of one bite: 2 to 8 smaller bites, as the detail level asks. */
export const offlineStepPlanner: StepPlanner = {
  breakdownMicrotask: async (input, options) => clampSteps(splitBite(input, planSize(options?.detail).microtaskSteps)),
};
