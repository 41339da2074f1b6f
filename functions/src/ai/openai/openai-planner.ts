// The model-backed planner: OpenAI, or any OpenAI-compatible server through baseURL (Ollama,
// llama.cpp, vLLM). Structured outputs make the model answer in the wire schema; every failure
// on the way (HTTP error, timeout, refusal, truncation, content filter, invalid JSON or shape)
// becomes a PlannerError, except in coach(), where a check-in must still go out.

import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { logger } from '../../logger.ts';
import { clampBreakdown, clampSteps, isoDayOrNull } from '../clamp-breakdown.ts';
import { coachMessage } from '../offline/coach-message.ts';
import { planSize, titleCount, type PlanSize } from '../plan-size.ts';
import { isoDay, todayIn } from '../offline/reading/calendar-day.ts';
import { PlannerError } from '../planner.ts';
import type { CoachContext, CoachKind, DetailOption, GoalOptions, MicrotaskContext, Planner } from '../planner.ts';
import { coachMessages, goalMessages, microtaskMessages } from './prompts.ts';
import { breakdownFormat, stepsFormat } from './response-formats.ts';
import { withDeadline } from './with-deadline.ts';

export interface OpenAIPlannerOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** The whole call, retry included. */
  timeoutMs: number;
  /** The clock; "today" in the prompt is read from it. */
  now?: () => Date;
}

const COACH_MAX_CHARS = 1000;

/**
 * Low temperatures keep plans on the schema and the point; a check-in may vary more. The token
 * caps stop a runaway answer well inside the deadline: a plan's cap grows with its size.
 */
const SAMPLING = {
  goal: { temperature: 0.4 },
  steps: { temperature: 0.3, max_completion_tokens: 800 },
  coach: { temperature: 0.7, max_completion_tokens: 300 },
} as const;

/** About 40 tokens a title (with its minutes and repeat) plus the frame. */
export const goalTokens = (size: PlanSize): number => titleCount(size) * 40 + 400;

export class OpenAIPlanner implements Planner {
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #timeoutMs: number;
  readonly #now: () => Date;

  constructor(options: OpenAIPlannerOptions) {
    this.#client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 1,
    });
    this.#model = options.model;
    this.#timeoutMs = options.timeoutMs;
    this.#now = options.now ?? (() => new Date());
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const size = planSize(options?.detail);
    const timeZone = options?.timeZone ?? 'UTC';
    const messages = goalMessages(text, size, { date: isoDay(todayIn(timeZone, this.#now())), timeZone });
    return this.#guard('goal breakdown', async (signal) => {
      const completion = await this.#client.chat.completions.parse(
        { model: this.#model, messages, response_format: breakdownFormat, ...SAMPLING.goal, max_completion_tokens: goalTokens(size) },
        { signal },
      );
      const answer = parsedOf(completion.choices[0]?.message);
      return clampBreakdown(answer, { due_date: isoDayOrNull(answer.due_date), source: 'ai' });
    });
  }

  async breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> {
    const messages = microtaskMessages(input, planSize(options?.detail));
    return this.#guard('microtask breakdown', async (signal) => {
      const completion = await this.#client.chat.completions.parse(
        { model: this.#model, messages, response_format: stepsFormat, ...SAMPLING.steps },
        { signal },
      );
      return clampSteps(parsedOf(completion.choices[0]?.message).steps);
    });
  }

  async coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    const messages: ChatCompletionMessageParam[] = coachMessages(kind, context, tone);
    try {
      return await this.#guard('check-in', async (signal) => {
        const completion = await this.#client.chat.completions.create({ model: this.#model, messages, ...SAMPLING.coach }, { signal });
        const text = completion.choices[0]?.message.content?.trim();
        if (!text || completion.choices[0]?.finish_reason !== 'stop') throw new PlannerError('No usable check-in text');
        return text.slice(0, COACH_MAX_CHARS);
      });
    } catch {
      return coachMessage(kind, context, tone);
    }
  }

  async #guard<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(this.#timeoutMs, work);
    } catch (error) {
      const failure = error instanceof PlannerError ? error : new PlannerError(`The ${what} request failed`, { cause: error });
      logger.warn('AI provider failed', { what, model: this.#model, error: failure, cause: String(failure.cause ?? '') });
      throw failure;
    }
  }
}

interface ParsedMessage<T> {
  parsed: T | null;
  refusal: string | null;
}

function parsedOf<T>(message: ParsedMessage<T> | undefined): T {
  if (message?.refusal) throw new PlannerError('The model refused to answer');
  if (message?.parsed == null) throw new PlannerError('The model returned no structured answer');
  return message.parsed;
}
