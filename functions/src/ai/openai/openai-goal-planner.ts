// Plans a goal with the model, answering in the wire schema through structured outputs.

import { IfThen, type Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import * as z from 'zod/mini';
import { clampBreakdown, isoDayOrNull } from '../clamp-breakdown.ts';
import type { GoalOptions, GoalPlanner } from '../goal-planner.ts';
import { isoDay, todayIn } from '../offline/reading/calendar-day.ts';
import { planSize, titleCount, type PlanSize } from '../plan-size.ts';
import { goalMessages, questionMessages, type Today } from './goal-prompt.ts';
import { ModelCall, parsedOf } from './model-call.ts';
import type { OpenAIOptions } from './openai-config.ts';
import { answeredBreakdownFormat, breakdownFormat, questionsFormat } from './response-formats.ts';

/** A plan stays on the schema and the point at a low temperature. */
const TEMPERATURE = 0.4;
const QUESTIONS_SAMPLING = { temperature: 0.3, max_completion_tokens: 600 } as const;

/** The model's questions that fit the shared schema, at most three; one that does not is left out. */
function keptQuestions(questions: readonly unknown[]): GoalQuestion[] {
  return questions.flatMap((question) => {
    const parsed = z.safeParse(GoalQuestion, question);
    return parsed.success ? [parsed.data] : [];
  }).slice(0, LIMITS.questions.max);
}

/** The if-then plan when it fits the shared schema; a model's overlong one is dropped, not the plan. */
function keptIfThen(ifThen: unknown): { if_then?: IfThen } {
  const parsed = z.safeParse(IfThen, ifThen);
  return parsed.success ? { if_then: parsed.data } : {};
}

/** About 40 tokens a title (with its minutes and repeat) plus the frame: the cap stops a runaway answer well inside the deadline. */
export const goalTokens = (size: PlanSize): number => titleCount(size) * 40 + 400;

export class OpenAIGoalPlanner implements GoalPlanner {
  readonly #call: ModelCall;

  constructor(options: OpenAIOptions) {
    this.#call = new ModelCall(options);
  }

  async goalQuestions(text: string, options?: GoalOptions): Promise<GoalQuestion[]> {
    const messages = questionMessages(text, this.#today(options));
    const { client, model } = this.#call;
    return this.#call.run('goal questions', async (signal) => {
      const completion = await client.chat.completions.parse({ model, messages, response_format: questionsFormat, ...QUESTIONS_SAMPLING }, { signal });
      return keptQuestions(parsedOf(completion.choices[0]?.message).questions);
    });
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const size = planSize(options?.detail);
    const answers = options?.answers ?? [];
    const messages = goalMessages(text, size, this.#today(options), answers);
    const { client, model } = this.#call;
    const sampling = { temperature: TEMPERATURE, max_completion_tokens: goalTokens(size) };
    return this.#call.run('goal breakdown', async (signal) => {
      if (!answers.length) {
        const completion = await client.chat.completions.parse({ model, messages, response_format: breakdownFormat, ...sampling }, { signal });
        const answer = parsedOf(completion.choices[0]?.message);
        return clampBreakdown(answer, { due_date: isoDayOrNull(answer.due_date), source: 'ai' });
      }
      const completion = await client.chat.completions.parse({ model, messages, response_format: answeredBreakdownFormat, ...sampling }, { signal });
      const answer = parsedOf(completion.choices[0]?.message);
      return clampBreakdown(answer, { due_date: isoDayOrNull(answer.due_date), source: 'ai', ...keptIfThen(answer.if_then) });
    });
  }

  #today(options: GoalOptions | undefined): Today {
    const timeZone = options?.timeZone ?? 'UTC';
    return { date: isoDay(todayIn(timeZone, this.#call.now())), timeZone };
  }
}
