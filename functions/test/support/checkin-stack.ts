import { randomBytes } from 'node:crypto';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import type { TelegramLink } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { runCheckins, type CheckinRunSummary } from '../../src/local/checkin-job.ts';
import { client, type ApiReply, type TestUser } from './api-client.ts';
import { startFakeTelegram, type FakeTelegram, type SentMessage } from './fake-telegram.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';

// The local stack with Telegram configured against the fake Bot API, and the helpers the
// check-in tests share: settings, linking a chat, talking to the bot, running the job.

const BOT_TOKEN = '123456789:TEST-token';
export const BOT_USERNAME = 'cakewalk_test_bot';

export interface CheckinStack extends LocalStack {
  telegram: FakeTelegram;
  webhookSecret: string;
}

export async function startCheckinStack(): Promise<CheckinStack> {
  const telegram = await startFakeTelegram(BOT_TOKEN);
  const webhookSecret = randomBytes(16).toString('hex');
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
  process.env.TELEGRAM_BOT_USERNAME = BOT_USERNAME;
  process.env.TELEGRAM_API_ROOT = telegram.apiRoot;
  process.env.TELEGRAM_WEBHOOK_SECRET = webhookSecret;
  const stack = await startLocalStack();
  return {
    ...stack,
    telegram,
    webhookSecret,
    async close() {
      await stack.close();
      await telegram.close();
    },
  };
}

export const runJob = (now: Date): Promise<CheckinRunSummary> => runCheckins({ now });

export async function saveSettings(user: TestUser, settings: Partial<SettingsBody> & Pick<SettingsBody, 'timezone'>): Promise<Settings> {
  const reply = await user.call<Settings>('PUT', '/users/me/settings', {
    checkin_time: '09:00', weekly_day: 3, weekly_time: '20:00', paused: false, ...settings,
  });
  if (reply.status !== 200) throw new Error(`settings failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function checkinsOf(user: TestUser): Promise<Checkin[]> {
  const reply = await user.call<Checkin[]>('GET', `/checkins?user_id=${user.id}`);
  if (reply.status !== 200) throw new Error(`check-ins failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

let updateId = 1000;

/** A private chat with the bot, posting updates to the webhook as Telegram does. */
export function telegramChat(stack: CheckinStack, chatId: number) {
  const post = (update: Record<string, unknown>, secret: string | null = stack.webhookSecret): Promise<ApiReply> =>
    client(stack.api)('POST', '/telegram/webhook', { update_id: ++updateId, ...update }, secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret });
  const chat = { id: chatId, type: 'private', first_name: 'Tester' };
  const from = { id: chatId, is_bot: false, first_name: 'Tester' };
  const message = (text: string) => {
    const command = /^\/\w+/.exec(text)?.[0];
    return {
      message_id: ++updateId, date: Math.floor(Date.now() / 1000), chat, from, text,
      ...(command && { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }),
    };
  };
  return {
    id: chatId,
    /** The update Telegram would make of a message, for the long-polling fake to hand out. */
    update: (text: string) => ({ update_id: ++updateId, message: message(text) }),
    /** Sends a message; `secret` overrides the webhook secret header (null leaves it out). */
    send: (text: string, secret?: string | null) => post({ message: message(text) }, secret),
    press: (data: string) =>
      post({ callback_query: { id: String(++updateId), from, chat_instance: `ci${chatId}`, data, message: message('check-in') } }),
    /** Opens a deep link: /start CODE, then Yes under the question it asks. */
    open: async (code: string) => {
      await post({ message: message(`/start ${code}`) });
      return post({ callback_query: { id: String(++updateId), from, chat_instance: `ci${chatId}`, data: `link:yes:${code}`, message: message('question') } });
    },
    /** Everything the bot sent this chat. */
    received: (): SentMessage[] => stack.telegram.sent(chatId),
    /** What the bot sent this chat after saying it was linked (the question and the answer of linking left out). */
    sinceLinked: (): SentMessage[] => {
      const sent = stack.telegram.sent(chatId);
      return sent.slice(sent.findLastIndex((message) => message.text.startsWith('Linked!')) + 1);
    },
    lastText: (): string | undefined => stack.telegram.sent(chatId).at(-1)?.text,
  };
}

export type TelegramChat = ReturnType<typeof telegramChat>;

export async function createLink(user: TestUser): Promise<TelegramLink> {
  const reply = await user.call<TelegramLink>('POST', '/telegram/link');
  if (reply.status !== 201) throw new Error(`link failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function linkChat(stack: CheckinStack, user: TestUser, chatId: number): Promise<TelegramChat> {
  const chat = telegramChat(stack, chatId);
  const { code } = await createLink(user);
  const reply = await chat.open(code);
  if (reply.status !== 200 || !chat.lastText()?.startsWith('Linked')) throw new Error(`linking failed: ${chat.lastText()}`);
  return chat;
}
