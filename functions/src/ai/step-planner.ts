// Split a step: what every step planner offers, and the one this container uses. The step route
// carries only the offline re-breakdown, never the goal reader and its archetypes.

import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { hasSecret } from '../config/secrets.ts';
import { modelProvider } from './model-provider.ts';
import { offlineStepPlanner as unbudgeted } from './offline/offline-step-planner.ts';
import type { DetailOption } from './plan-size.ts';
import { budgeted } from './time-budget.ts';
import { orFallback } from './with-fallback.ts';

export interface MicrotaskContext {
  title: string;
  taskTitle: string;
  goalTitle: string;
  /** The bite's own length, for its steps to share. */
  minutes?: number | null;
}

export interface StepPlanner {
  /** 2 to 8 bites that replace the microtask, in order. */
  breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]>;
}

const offlineStepPlanner = budgeted(unbudgeted);

const model = modelProvider(async (options) => new (await import('./openai/openai-step-planner.ts')).OpenAIStepPlanner(options));

const withModel: StepPlanner = {
  breakdownMicrotask: (input, options) =>
    orFallback(
      async () => ((await model()) ?? offlineStepPlanner).breakdownMicrotask(input, options),
      () => offlineStepPlanner.breakdownMicrotask(input, options),
    ),
};

/** The step planner for this container: the model with the offline split behind it, or the offline split alone. */
export function getStepPlanner(): StepPlanner {
  return hasSecret('OPENAI_API_KEY') ? withModel : offlineStepPlanner;
}
