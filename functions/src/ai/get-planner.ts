// The one door to the AI. Without a configured key, the offline planner. With one, the model
// first and the offline planner whenever the model cannot answer, including when the key itself
// cannot be read: a user always gets a plan.

import { hasSecret } from '../config/secrets.ts';
import { openAIOptions } from './openai/openai-config.ts';
import { PlannerError } from './planner.ts';
import type { Planner } from './planner.ts';
import { WithFallback } from './with-fallback.ts';

let offline: Promise<Planner> | undefined;

function offlinePlanner(): Promise<Planner> {
  // Loaded only when used, so a cold start with a key never pays for the archetype data.
  offline ??= import('./offline/offline-planner.ts').then(({ OfflinePlanner }) => new OfflinePlanner());
  return offline;
}

let model: Promise<Planner> | undefined;

function modelPlanner(): Promise<Planner> {
  model ??= (async () => {
    const options = await openAIOptions();
    // A secret the operator has not filled in yet counts as no key.
    if (!options) return offlinePlanner();
    const { OpenAIPlanner } = await import('./openai/openai-planner.ts');
    return new OpenAIPlanner(options);
  })().catch((error: unknown) => {
    // A failed secret read must not stick for the container's life.
    model = undefined;
    throw new PlannerError('The AI provider could not be set up', { cause: error });
  });
  return model;
}

/** The planner for this container. */
export function getPlanner(): Promise<Planner> {
  if (!hasSecret('OPENAI_API_KEY')) return offlinePlanner();
  return Promise.resolve(new WithFallback(modelPlanner, offlinePlanner));
}
