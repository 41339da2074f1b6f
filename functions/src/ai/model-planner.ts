// The model-backed planner for this container, made once when a key is configured: the
// OpenAI provider, or undefined when the secret is empty. A failed secret read is a
// PlannerError and is tried again on the next call.

import { openAIOptions } from './openai/openai-config.ts';
import { PlannerError } from './planner.ts';
import type { Planner } from './planner.ts';

let model: Promise<Planner | undefined> | undefined;

export function modelPlanner(): Promise<Planner | undefined> {
  model ??= (async () => {
    const options = await openAIOptions();
    if (!options) return undefined;
    const { OpenAIPlanner } = await import('./openai/openai-planner.ts');
    return new OpenAIPlanner(options);
  })().catch((error: unknown) => {
    model = undefined;
    throw new PlannerError('The AI provider could not be set up', { cause: error });
  });
  return model;
}
