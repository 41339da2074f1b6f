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
import { planSize } from '../plan-size.ts';
import { PlannerError } from '../planner.ts';
import type { CoachContext, CoachKind, DetailOption, MicrotaskContext, Planner } from '../planner.ts';
import { coachMessages, goalMessages, microtaskMessages } from './prompts.ts';
import { breakdownFormat, stepsFormat } from './response-formats.ts';
import { withDeadline } from './with-deadline.ts';

export interface OpenAIPlannerOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** The whole call, retry included. */
  timeoutMs: number;
}

const COACH_MAX_CHARS = 1000;

export class OpenAIPlanner implements Planner {
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #timeoutMs: number;

  constructor(options: OpenAIPlannerOptions) {
    this.#client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 1,
    });
    this.#model = options.model;
    this.#timeoutMs = options.timeoutMs;
  }

  async breakdownGoal(text: string, options?: DetailOption): Promise<Breakdown> {
    const messages = goalMessages(text, planSize(options?.detail));
    return this.#guard('goal breakdown', async (signal) => {
      const completion = await this.#client.chat.completions.parse(
        { model: this.#model, messages, response_format: breakdownFormat },
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
        { model: this.#model, messages, response_format: stepsFormat },
        { signal },
      );
      return clampSteps(parsedOf(completion.choices[0]?.message).steps);
    });
  }

  async coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    const messages: ChatCompletionMessageParam[] = coachMessages(kind, context, tone);
    try {
      return await this.#guard('check-in', async (signal) => {
        const completion = await this.#client.chat.completions.create({ model: this.#model, messages }, { signal });
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
