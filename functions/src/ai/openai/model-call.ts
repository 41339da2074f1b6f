// One call to the model, as every OpenAI-backed job makes it: OpenAI, or any OpenAI-compatible
// server through baseURL (Ollama, llama.cpp, vLLM). Every failure on the way (HTTP error,
// timeout, refusal, truncation, content filter, invalid JSON or shape) becomes a PlannerError
// within the deadline, logged once.

import OpenAI from 'openai';
import { logger } from '../../logger.ts';
import { PlannerError } from '../planner-error.ts';
import type { OpenAIOptions } from './openai-config.ts';
import { withDeadline } from './with-deadline.ts';

export class ModelCall {
  readonly client: OpenAI;
  readonly model: string;
  readonly now: () => Date;
  readonly #timeoutMs: number;

  constructor(options: OpenAIOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 1 });
    this.model = options.model;
    this.now = options.now ?? (() => new Date());
    this.#timeoutMs = options.timeoutMs;
  }

  async run<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(this.#timeoutMs, work);
    } catch (error) {
      const failure = error instanceof PlannerError ? error : new PlannerError(`The ${what} request failed`, { cause: error });
      logger.warn('AI provider failed', { what, model: this.model, error: failure, cause: String(failure.cause ?? '') });
      throw failure;
    }
  }
}

interface ParsedMessage<T> {
  parsed: T | null;
  refusal: string | null;
}

/** The structured answer of a completion, or a PlannerError when the model refused or gave none. */
export function parsedOf<T>(message: ParsedMessage<T> | undefined): T {
  if (message?.refusal) throw new PlannerError('The model refused to answer');
  if (message?.parsed == null) throw new PlannerError('The model returned no structured answer');
  return message.parsed;
}
