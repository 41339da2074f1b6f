// The door to the AI for breaking one bite down, kept apart from get-planner.ts so that the
// step route carries only the offline re-breakdown, not the goal reader and archetype data.

import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { hasSecret } from '../config/secrets.ts';
import { modelPlanner } from './model-planner.ts';
import { offlineSteps } from './offline/offline-steps.ts';
import type { DetailOption, MicrotaskContext, Planner } from './planner.ts';
import { orFallback } from './with-fallback.ts';

export type StepPlanner = Pick<Planner, 'breakdownMicrotask'>;

const offline: StepPlanner = { breakdownMicrotask: async (input, options) => offlineSteps(input, options) };

const withModel: StepPlanner = {
  breakdownMicrotask: (input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> =>
    orFallback(
      async () => {
        const model = await modelPlanner();
        return model ? model.breakdownMicrotask(input, options) : offlineSteps(input, options);
      },
      async () => offlineSteps(input, options),
    ),
};

/** The step planner for this container: the model with the offline split behind it, or the offline split alone. */
export function getStepPlanner(): StepPlanner {
  return hasSecret('OPENAI_API_KEY') ? withModel : offline;
}
