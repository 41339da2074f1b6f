import { Api, GrammyError, HttpError } from 'grammy/web';
import { botToken, telegramApiRoot } from './config.ts';

// A job run or a webhook call must finish well inside its Lambda's time, so a stuck request
// to Telegram is cut off early and retried on the next run instead.
const TIMEOUT_SECONDS = 10;

let api: Promise<Api> | undefined;

export function telegramApi(): Promise<Api> {
  api ??= botToken()
    .then((token) => new Api(token, { apiRoot: telegramApiRoot(), timeoutSeconds: TIMEOUT_SECONDS }))
    .catch((error: unknown) => {
      api = undefined;
      throw error;
    });
  return api;
}

/** Flood control (429), Telegram's own failures (5xx) and network errors are worth retrying. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof GrammyError) return error.error_code === 429 || error.error_code >= 500;
  return error instanceof HttpError;
}
