// Writes a check-in with the model. A check-in must still go out, so any failure answers from
// the templates instead of failing.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Coach, CoachContext, CoachKind } from '../coach.ts';
import { coachMessage } from '../offline/template-coach.ts';
import { PlannerError } from '../planner-error.ts';
import { calmed, keepsVoice } from '../voice.ts';
import { coachMessages } from './coach-prompt.ts';
import { ModelCall } from './model-call.ts';
import type { OpenAIOptions } from './openai-config.ts';

const COACH_MAX_CHARS = 1000;
/** A check-in may vary more than a plan. */
const SAMPLING = { temperature: 0.7, max_completion_tokens: 300 } as const;

/**
 * The model's text held to the coach's voice: one "!" at most; a daily check-in that runs over
 * its length or says a banned or hype word is not sent, and the templates answer instead.
 */
function voiced(kind: CoachKind, text: string): string {
  const calm = calmed(text);
  if (kind === 'daily' && !keepsVoice(calm)) throw new PlannerError('The check-in text broke the coach\'s voice');
  return calm.slice(0, COACH_MAX_CHARS);
}

export class OpenAICoach implements Coach {
  readonly #call: ModelCall;

  constructor(options: OpenAIOptions) {
    this.#call = new ModelCall(options);
  }

  async coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    const messages = coachMessages(kind, context, tone);
    const { client, model } = this.#call;
    try {
      return await this.#call.run('check-in', async (signal) => {
        const completion = await client.chat.completions.create({ model, messages, ...SAMPLING }, { signal });
        const text = completion.choices[0]?.message.content?.trim();
        if (!text || completion.choices[0]?.finish_reason !== 'stop') throw new PlannerError('No usable check-in text');
        return voiced(kind, text);
      });
    } catch {
      return coachMessage(kind, context, tone);
    }
  }
}
