import type { Api } from 'grammy/web';
import { botToken, telegramApiRoot } from './config.ts';

// A job run or a webhook call must finish well inside its Lambda's time, so a stuck request
// to Telegram is cut off early and retried on the next run instead.
const TIMEOUT_SECONDS = 10;

// grammy (about 94 KB in one file) loads with the first message sent, not at the check-in
// worker's cold start: most rounds send none on Telegram.
let grammy: typeof import('grammy/web') | undefined;
let api: Promise<Api> | undefined;

export function telegramApi(): Promise<Api> {
  api ??= Promise.all([botToken(), import('grammy/web')])
    .then(([token, loaded]) => {
      grammy = loaded;
      return new loaded.Api(token, { apiRoot: telegramApiRoot(), timeoutSeconds: TIMEOUT_SECONDS });
    })
    .catch((error: unknown) => {
      api = undefined;
      throw error;
    });
  return api;
}

/** Flood control (429), Telegram's own failures (5xx) and network errors are worth retrying. */
export function isRetryable(error: unknown): boolean {
  // Before grammy has loaded, no error can be one of its own.
  if (!grammy) return false;
  if (error instanceof grammy.GrammyError) return error.error_code === 429 || error.error_code >= 500;
  return error instanceof grammy.HttpError;
}
