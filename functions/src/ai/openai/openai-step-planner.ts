// Splits one step with the model, answering in the wire schema through structured outputs.

import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { clampSteps } from '../clamp-breakdown.ts';
import { planSize, type DetailOption } from '../plan-size.ts';
import type { MicrotaskContext, StepPlanner } from '../step-planner.ts';
import { ModelCall, parsedOf } from './model-call.ts';
import type { OpenAIOptions } from './openai-config.ts';
import { stepsFormat } from './response-formats.ts';
import { microtaskMessages } from './step-prompt.ts';

const SAMPLING = { temperature: 0.3, max_completion_tokens: 800 } as const;

export class OpenAIStepPlanner implements StepPlanner {
  readonly #call: ModelCall;

  constructor(options: OpenAIOptions) {
    this.#call = new ModelCall(options);
  }

  async breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> {
    const messages = microtaskMessages(input, planSize(options?.detail));
    const { client, model } = this.#call;
    return this.#call.run('microtask breakdown', async (signal) => {
      const completion = await client.chat.completions.parse({ model, messages, response_format: stepsFormat, ...SAMPLING }, { signal });
      return clampSteps(parsedOf(completion.choices[0]?.message).steps);
    });
  }
}
