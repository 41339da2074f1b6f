// Plans a goal with the model, answering in the wire schema through structured outputs.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { clampBreakdown, isoDayOrNull } from '../clamp-breakdown.ts';
import type { GoalOptions, GoalPlanner } from '../goal-planner.ts';
import { isoDay, todayIn } from '../offline/reading/calendar-day.ts';
import { planSize, titleCount, type PlanSize } from '../plan-size.ts';
import { goalMessages } from './goal-prompt.ts';
import { ModelCall, parsedOf } from './model-call.ts';
import type { OpenAIOptions } from './openai-config.ts';
import { breakdownFormat } from './response-formats.ts';

/** A plan stays on the schema and the point at a low temperature. */
const TEMPERATURE = 0.4;

/** About 40 tokens a title (with its minutes and repeat) plus the frame: the cap stops a runaway answer well inside the deadline. */
export const goalTokens = (size: PlanSize): number => titleCount(size) * 40 + 400;

export class OpenAIGoalPlanner implements GoalPlanner {
  readonly #call: ModelCall;

  constructor(options: OpenAIOptions) {
    this.#call = new ModelCall(options);
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const size = planSize(options?.detail);
    const timeZone = options?.timeZone ?? 'UTC';
    const messages = goalMessages(text, size, { date: isoDay(todayIn(timeZone, this.#call.now())), timeZone });
    const { client, model } = this.#call;
    return this.#call.run('goal breakdown', async (signal) => {
      const completion = await client.chat.completions.parse(
        { model, messages, response_format: breakdownFormat, temperature: TEMPERATURE, max_completion_tokens: goalTokens(size) },
        { signal },
      );
      const answer = parsedOf(completion.choices[0]?.message);
      return clampBreakdown(answer, { due_date: isoDayOrNull(answer.due_date), source: 'ai' });
    });
  }
}
