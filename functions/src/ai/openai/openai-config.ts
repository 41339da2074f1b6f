// How the OpenAI provider is configured: the key from the OPENAI_API_KEY secret, the rest from
// the environment, so any OpenAI-compatible server (Ollama, llama.cpp, vLLM) works the same way.

import { getSecret, hasSecret } from '../../config/secrets.ts';

export interface OpenAIOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** The whole call, retry included. */
  timeoutMs: number;
  /** The clock; "today" in a prompt is read from it. */
  now?: () => Date;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
// API Gateway cuts a request off at 30 s, so the model gets a little less.
const DEFAULT_TIMEOUT_MS = 25_000;

/** The OpenAI provider's options, or undefined when no key is configured. */
export async function openAIOptions(): Promise<OpenAIOptions | undefined> {
  const apiKey = hasSecret('OPENAI_API_KEY') ? await getSecret('OPENAI_API_KEY') : undefined;
  if (!apiKey) return undefined;
  return {
    apiKey,
    baseURL: process.env.OPENAI_BASE_URL || undefined,
    model: process.env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
  };
}
