// The step planner this container uses. The step route carries only the offline re-breakdown,
// never the goal reader and its archetypes; and it loads that re-breakdown (every kind's and
// every language's steps) on the first split, not at a cold start: the bot and the check-in
// routes that carry it mostly answer without splitting anything.

import { hasSecret } from '../../config/secrets.ts';
import type { StepPlanner } from '../step-planner.ts';
import { budgeted } from '../time-budget.ts';
import { modelProvider } from './model-provider.ts';
import { orFallback } from './with-fallback.ts';

let offline: Promise<StepPlanner> | undefined;

function loadOffline(): Promise<StepPlanner> {
  offline ??= import('../offline/offline-step-planner.ts').then(({ offlineStepPlanner }) => budgeted(offlineStepPlanner));
  return offline;
}

const offlineStepPlanner: StepPlanner = {
  breakdownMicrotask: async (input, options) => (await loadOffline()).breakdownMicrotask(input, options),
};

const model = modelProvider(async (options) => new (await import('../openai/openai-step-planner.ts')).OpenAIStepPlanner(options));

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
