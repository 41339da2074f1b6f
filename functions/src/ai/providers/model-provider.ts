// The model-backed side of each AI job, made once per container when a key is configured:
// undefined when the secret is empty. A failed secret read is a PlannerError and is tried again
// on the next call. Each job passes its own maker, so a function bundles only its own job.

import { openAIOptions } from '../openai/openai-config.ts';
import type { OpenAIOptions } from '../openai/openai-config.ts';
import { PlannerError } from '../planner-error.ts';

export function modelProvider<T>(make: (options: OpenAIOptions) => Promise<T>): () => Promise<T | undefined> {
  let made: Promise<T | undefined> | undefined;
  return () => {
    made ??= (async () => {
      const options = await openAIOptions();
      return options ? make(options) : undefined;
    })().catch((error: unknown) => {
      made = undefined;
      throw new PlannerError('The AI provider could not be set up', { cause: error });
    });
    return made;
  };
}
