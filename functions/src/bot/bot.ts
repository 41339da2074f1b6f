import { Bot, BotError, InlineKeyboard, type Context } from 'grammy/web';
import type { Update, UserFromGetMe } from 'grammy/types';
import { WAYS_FORWARD, WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { chatOwner } from '../core/telegram-chat/link-chat.ts';
import { confirmAccountOpen } from '../core/accounts/account-closing.ts';
import { logger } from '../logger.ts';
import { botToken, botUsername, telegramApiRoot } from '../telegram/config.ts';
import { DONE_ACTION, NOT_TODAY_ACTION, SMALLER_ACTION, SNOOZE_ACTION, WAY_ACTION, askKeyboard } from '../telegram/checkin-message.ts';
import { BOT_WORDS as SAY } from '../words/bot-words.ts';
import { fill } from '../words/fill.ts';
import {
  actFromCheckin, declineLinkWithCode, doneCommand, doneFromCheckin, linkQuestion, linkWithCode, pauseCommand, replyFromText,
  snoozeFromCheckin, todayText, unlinkCommand, wayForwardFromCheckin,
} from './replies.ts';

interface Linked {
  /** The Cakewalk user this chat is linked to, if any. */
  userId?: string;
}
type BotContext = Context & Linked;

/** Callback data of the Yes and No under "Link this chat to …?": `link:yes:<code>`, within Telegram's 64 bytes. */
const LINK_ACTION = 'link';

/** Known up front, so a cold start never spends a round trip on getMe. */
function botInfo(token: string, username: string): UserFromGetMe {
  return {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: 'Cakewalk',
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

/**
 * The action has happened by the time the bot answers, so an answer Telegram refuses is logged
 * and dropped: failing the update would make Telegram send it again and repeat the action.
 */
async function say(ctx: BotContext, text: string, buttons?: InlineKeyboard): Promise<void> {
  try {
    await ctx.reply(text, buttons && { reply_markup: buttons });
  } catch (error) {
    logger.warn('telegram refused a reply', { error: error as Error });
  }
}

async function answer(ctx: BotContext, text: string): Promise<void> {
  try {
    await ctx.answerCallbackQuery();
  } catch (error) {
    logger.warn('telegram refused a callback answer', { error: error as Error });
  }
  await say(ctx, text);
}

/** How the chat's owner knows it on the profile: the name Telegram shows for it, else its @username. */
function chatName(chat: { first_name: string; last_name?: string; username?: string }): string | undefined {
  const name = [chat.first_name, chat.last_name].filter(Boolean).join(' ').trim();
  return (name || (chat.username && `@${chat.username}`) || undefined)?.slice(0, LIMITS.name.max);
}

function createBot(token: string, username: string): Bot<BotContext> {
  const bot = new Bot<BotContext>(token, { botInfo: botInfo(token, username), client: { apiRoot: telegramApiRoot() } });
  // Goals are personal: the bot talks in private chats only.
  const chat = bot.chatType('private');

  // A deep link is only a question until the chat's holder answers it: Yes links, No uses it up.
  chat.command('start', async (ctx) => {
    const code = ctx.match.trim();
    if (!code) return say(ctx, fill(SAY.welcome, { notLinked: SAY.notLinked }));
    const { text, ask } = await linkQuestion(code, ctx.chat.id);
    const { yes, no } = SAY.linkButtons;
    await say(ctx, text, ask ? new InlineKeyboard().text(yes, `${LINK_ACTION}:yes:${code}`).text(no, `${LINK_ACTION}:no:${code}`) : undefined);
  });
  chat.callbackQuery(new RegExp(`^${LINK_ACTION}:(yes|no):(.+)$`), async (ctx) =>
    answer(ctx, ctx.match[1] === 'yes' ? await linkWithCode(ctx.match[2]!, ctx.chat.id, chatName(ctx.chat)) : await declineLinkWithCode(ctx.match[2]!)));

  // Every update of a linked chat acts for its owner, and some make items (a reply kept as a
  // reflection, a bite broken down): afterwards the account must still be open, as after a
  // route the table marks as creating items (http/handler.ts).
  chat.use(async (ctx, next) => {
    const userId = await chatOwner(ctx.chat.id);
    if (!userId) return ctx.callbackQuery ? answer(ctx, SAY.notLinked) : say(ctx, SAY.notLinked);
    ctx.userId = userId;
    try {
      await next();
    } finally {
      await confirmAccountOpen(userId);
    }
  });
  const linked = chat.filter((ctx): ctx is typeof ctx & Required<Linked> => Boolean(ctx.userId));

  linked.command('today', async (ctx) => say(ctx, await todayText(ctx.userId)));
  linked.command('done', async (ctx) => say(ctx, await doneCommand(ctx.userId)));
  linked.command('pause', async (ctx) => say(ctx, await pauseCommand(ctx.userId, true)));
  linked.command('resume', async (ctx) => say(ctx, await pauseCommand(ctx.userId, false)));
  linked.command('help', async (ctx) => say(ctx, SAY.help));
  linked.command('unlink', async (ctx) => say(ctx, await unlinkCommand(ctx.chat.id)));
  linked.callbackQuery(new RegExp(`^${DONE_ACTION}:(.+)$`), async (ctx) =>
    answer(ctx, await doneFromCheckin(ctx.userId, ctx.match[1]!)));
  linked.callbackQuery(new RegExp(`^${SMALLER_ACTION}:(.+)$`), async (ctx) =>
    answer(ctx, await actFromCheckin(ctx.userId, ctx.match[1]!, 'smaller')));
  linked.callbackQuery(new RegExp(`^${NOT_TODAY_ACTION}:(.+)$`), async (ctx) =>
    answer(ctx, await actFromCheckin(ctx.userId, ctx.match[1]!, 'snoozed')));
  linked.callbackQuery(new RegExp(`^${WAY_ACTION}:(${WAYS_FORWARD.join('|')}):(.+)$`), async (ctx) =>
    answer(ctx, await wayForwardFromCheckin(ctx.userId, ctx.match[2]!, WayForward.parse(ctx.match[1]))));
  linked.callbackQuery(new RegExp(`^${SNOOZE_ACTION}:(.+)$`), async (ctx) =>
    answer(ctx, await snoozeFromCheckin(ctx.userId, ctx.match[1]!)));
  linked.on('message:text', async (ctx) => {
    if (ctx.message.text.startsWith('/')) return say(ctx, fill(SAY.unknownCommand, { help: SAY.help }));
    const { text, ask } = await replyFromText(ctx.userId, ctx.message.text);
    await say(ctx, text, ask ? askKeyboard(ask) : undefined);
  });
  return bot;
}

let bot: Promise<Bot<BotContext>> | undefined;

function getBot(): Promise<Bot<BotContext>> {
  bot ??= botToken()
    .then((token) => {
      const username = botUsername();
      if (!username) throw new Error('TELEGRAM_BOT_USERNAME is not set');
      return createBot(token, username);
    })
    .catch((error: unknown) => {
      bot = undefined;
      throw error;
    });
  return bot;
}

/** Runs one webhook update through the bot; a failure surfaces as the handler's own error. */
export async function handleTelegramUpdate(update: Update): Promise<void> {
  try {
    await (await getBot()).handleUpdate(update);
  } catch (error) {
    throw error instanceof BotError ? error.error : error;
  }
}
