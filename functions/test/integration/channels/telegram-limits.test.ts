import { describe, expect, it } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { createLink, linkChat, telegramChat } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

const stack = withCheckinStack();
let nextChat = 700_000;
const newChatId = () => ++nextChat;

const linked = async (user: TestUser) => (await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked;
const NOT_A_LIVE_CODE = "That link has expired or was already used. Make a new one with 'Connect Telegram' on your profile.";

describe('a chat linked to one account', () => {
  it('is never moved to another account by its deep link: the bot names the account and offers /unlink', async () => {
    const owner = await signUp(stack.api, 'Owner');
    const other = await signUp(stack.api, 'Other');
    const chat = await linkChat(stack, owner, newChatId());
    const { code } = await createLink(other);

    expect((await chat.send(`/start ${code}`)).status).toBe(200);
    expect(chat.lastText()).toBe(`This chat is linked to the Cakewalk account ${owner.email}. `
      + 'To link a different account, send /unlink first, then open the new link again.');
    expect(await linked(owner)).toBe(true);
    expect(await linked(other)).toBe(false);
    await chat.send('/today');
    expect(chat.lastText()).toMatch(/no goal is active now/);

    // The owner may hand the chat on: /unlink, then the other account's link (still unused) works.
    await chat.send('/unlink');
    expect(chat.lastText()).toBe(`This chat is no longer linked to ${owner.email}. Check-ins will stay in the app.`);
    expect(await linked(owner)).toBe(false);
    await chat.open(code);
    expect(chat.lastText()).toMatch(/^Linked!/);
    expect(await linked(other)).toBe(true);
    expect(await linked(owner)).toBe(false);
  });

  it('can open a new link of its own account again', async () => {
    const user = await signUp(stack.api);
    const chat = await linkChat(stack, user, newChatId());
    const { code } = await createLink(user);
    await chat.open(code);
    expect(chat.lastText()).toMatch(/^Linked!/);
    expect(await linked(user)).toBe(true);
  });

  it('answers /unlink in a chat that is not linked with how to link it', async () => {
    const chat = telegramChat(stack, newChatId());
    await chat.send('/unlink');
    expect(chat.lastText()).toMatch(/isn't linked to Cakewalk yet/);
  });
});

describe('the /start payload', () => {
  it.each([
    ['over 2 KB', 'A'.repeat(3000)],
    ['longer than a deep link allows', 'a'.repeat(65)],
    ['with characters a deep link cannot carry', 'abc$%^&*()'],
    ['of several words', 'abc def'],
  ])('gets a friendly answer when it is %s', async (_name, payload) => {
    const chat = telegramChat(stack, newChatId());
    const reply = await chat.send(`/start ${payload}`);
    expect(reply.status).toBe(200);
    expect(chat.lastText()).toBe(NOT_A_LIVE_CODE);
  });
});

describe('the webhook, with the right secret', () => {
  const post = (body: unknown) =>
    client(stack.api)('POST', '/telegram/webhook', body, { 'x-telegram-bot-api-secret-token': stack.webhookSecret });

  it.each([
    ['not JSON', 'this is not json'],
    ['a JSON array', [1, 2, 3]],
    ['no update id', { message: { text: 'hi' } }],
    ['an update id that is not a number', { update_id: 'seven' }],
    ['a message with a broken chat', { update_id: 9_100_001, message: { message_id: 1, date: 0, chat: 'nope', text: '/today' } }],
    ['a message with no sender or date', { update_id: 9_100_002, message: { chat: { id: 42, type: 'private' }, text: '/start abc' } }],
    ['a button press with nothing around it', { update_id: 9_100_003, callback_query: { id: 'x', data: 'done:nothing' } }],
    ['a kind of update the bot does not know', { update_id: 9_100_004, some_future_kind: { id: 1 } }],
  ])('answers 200 to %s, and the bot keeps working', async (_name, body) => {
    expect((await post(body)).status).toBe(200);
    const user = await signUp(stack.api);
    await linkChat(stack, user, newChatId());
  });

  it('still refuses any of them without the secret', async () => {
    expect((await client(stack.api)('POST', '/telegram/webhook', [1, 2, 3])).status).toBe(401);
  });
});
