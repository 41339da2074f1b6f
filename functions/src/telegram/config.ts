import { getSecret, hasSecret } from '../config/secrets.ts';

// TELEGRAM_API_ROOT points the bot at another Bot API server (tests use a fake on loopback).
const DEFAULT_TELEGRAM_API_ROOT = 'https://api.telegram.org';

export function telegramApiRoot(): string {
  return process.env.TELEGRAM_API_ROOT || DEFAULT_TELEGRAM_API_ROOT;
}

export function botUsername(): string | undefined {
  return process.env.TELEGRAM_BOT_USERNAME?.replace(/^@/, '') || undefined;
}

/** Without a token the app still makes check-ins; they are just not sent anywhere. */
export function telegramConfigured(): boolean {
  return hasSecret('TELEGRAM_BOT_TOKEN');
}

export async function botToken(): Promise<string> {
  const token = await getSecret('TELEGRAM_BOT_TOKEN');
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set');
  return token;
}
