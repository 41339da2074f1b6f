import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { startTelegramPoller } from '../../../src/local/telegram-poller.ts';
import { client, createGoal, signUp } from '../../support/api-client.ts';
import { BOT_USERNAME, checkinsOf, createLink, linkChat, runJob, telegramChat } from '../../support/checkin-stack.ts';
import { MINUTE, telegramFixture } from '../../support/telegram-fixture.ts';

const fixture = telegramFixture(500_000);
const { newChatId, checkInNext } = fixture;

describe('linking a chat', () => {
  it('makes a one-time deep link that lasts 15 minutes', async () => {
    const user = await signUp(fixture.stack.api);
    const before = Date.now();
    const link = await createLink(user);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(link.url).toBe(`https://t.me/${BOT_USERNAME}?start=${link.code}`);
    const lasts = Date.parse(link.expires_at) - before;
    expect(lasts).toBeGreaterThan(14 * MINUTE);
    expect(lasts).toBeLessThanOrEqual(15 * MINUTE + 1000);
  });

  it('links the chat with /start CODE and shows it as linked', async () => {
    const user = await signUp(fixture.stack.api);
    const unlinked = await user.call<Settings>('GET', '/users/me/settings');
    expect(unlinked.body.telegram_linked).toBe(false);
    expect(unlinked.body.telegram_available).toBe(true);
    const chat = await linkChat(fixture.stack, user, newChatId());
    expect(chat.lastText()).toMatch(/^Linked!/);
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(true);
  });

  it('asks "Link this chat to <email>?" with Yes and No, and links nothing until Yes', async () => {
    const user = await signUp(fixture.stack.api);
    const chat = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(user);
    await chat.send(`/start ${code}`);
    expect(chat.received().at(-1)).toMatchObject({
      text: `Link this chat to ${user.email}?`,
      reply_markup: { inline_keyboard: [[{ text: 'Yes', callback_data: `link:yes:${code}` }, { text: 'No', callback_data: `link:no:${code}` }]] },
    });
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(false);
    await chat.send('/today');
    expect(chat.lastText()).toMatch(/isn't linked/);
    await chat.press(`link:yes:${code}`);
    expect(chat.lastText()).toMatch(/^Linked!/);
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(true);
  });

  it('links nothing when the chat says No to a link someone else sent, and the link is used up', async () => {
    const stranger = await signUp(fixture.stack.api);
    const chat = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(stranger);
    await chat.send(`/start ${code}`);
    expect(chat.lastText()).toBe(`Link this chat to ${stranger.email}?`);
    await chat.press(`link:no:${code}`);
    expect(chat.lastText()).toMatch(/^OK, this chat stays unlinked/);
    await chat.press(`link:yes:${code}`);
    expect(chat.lastText()).toMatch(/expired or was already used/);
    await chat.send('I ran 5 km today');
    expect(chat.lastText()).toMatch(/isn't linked/);
    expect((await stranger.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(false);
    expect(await stranger.call('GET', `/reflections?user_id=${stranger.id}`)).toMatchObject({ status: 200, body: [] });
  });

  it('refuses a code that was already used, and the first chat stays linked', async () => {
    const user = await signUp(fixture.stack.api);
    const first = telegramChat(fixture.stack, newChatId());
    const second = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(user);
    await first.open(code);
    await second.send(`/start ${code}`);
    expect(second.lastText()).toMatch(/expired or was already used/);
    await second.send('/today');
    expect(second.lastText()).toMatch(/isn't linked/);
    await first.send('/today');
    expect(first.lastText()).toMatch(/^Nothing on your list for today/);
  });

  it('refuses a code after 15 minutes', async () => {
    const user = await signUp(fixture.stack.api);
    const chat = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    await chat.send(`/start ${code}`);
    expect(chat.lastText()).toMatch(/expired or was already used/);
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(false);
  });

  it('answers an unlinked chat with how to link it, and saves nothing', async () => {
    const chat = telegramChat(fixture.stack, newChatId());
    expect((await chat.send('I ran 5 km today')).status).toBe(200);
    expect(chat.lastText()).toMatch(/Connect Telegram/);
  });
});

describe('the webhook secret', () => {
  it('refuses updates without the secret header or with a wrong one, and acts on none of them', async () => {
    const user = await signUp(fixture.stack.api);
    const chat = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(user);
    const missing = await chat.send(`/start ${code}`, null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: expect.any(String) });
    const wrong = await chat.send(`/start ${code}`, 'not-the-secret');
    expect(wrong.status).toBe(401);
    const junk = await client(fixture.stack.api)('POST', '/telegram/webhook', 'not json');
    expect(junk.status).toBe(401);
    expect(chat.received()).toEqual([]);
    // The code was not used up by the refused requests.
    await chat.open(code);
    expect(chat.lastText()).toMatch(/^Linked!/);
  });
});

describe('commands', () => {
  it('/today lists the current step of each active goal', async () => {
    const user = await signUp(fixture.stack.api);
    const run = await createGoal(user);
    const read = await createGoal(user, {
      goal: 'Read 12 books', tone: 'friendly',
      subgoals: [{ title: 'Start', tasks: [{ title: 'Pick', microtasks: [{ title: 'Choose the first book' }] }] }],
    });
    const chat = await linkChat(fixture.stack, user, newChatId());
    await chat.send('/today');
    const text = chat.lastText() ?? '';
    expect(text).toContain(`${run.title} (0%): Buy running shoes`);
    expect(text).toContain(`${read.title} (0%): Choose the first book`);
  });

  it('/done marks the current step done and answers with the next one', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await createGoal(user);
    const chat = await linkChat(fixture.stack, user, newChatId());
    await chat.send('/done');
    expect(chat.lastText()).toBe('Done: Buy running shoes. Next up: Plan three runs a week');
    const after = stepsOf((await user.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(after.slice(0, 3).map((m) => m.status)).toEqual(['done', 'in_progress', 'todo']);
  });

  it('/pause and /resume set paused', async () => {
    const user = await signUp(fixture.stack.api);
    const chat = await linkChat(fixture.stack, user, newChatId());
    await chat.send('/pause');
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.paused).toBe(true);
    await chat.send('/resume');
    expect((await user.call<Settings>('GET', '/users/me/settings')).body.paused).toBe(false);
  });

  it('free text becomes a reflection on the goal last checked in about, and answers that check-in', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await createGoal(user);
    const chat = await linkChat(fixture.stack, user, newChatId());
    await checkInNext(user);
    const [checkin] = await checkinsOf(user);
    expect(checkin?.goal_id).toBe(goal.id);

    await chat.send('Bought the shoes, they feel great');
    expect(chat.lastText()).toBe(`Thanks for that. Saved with “${goal.title}”.`);
    const reflections = (await user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}`)).body;
    expect(reflections).toEqual([expect.objectContaining({ goal_id: goal.id, goal_name: goal.title, content: 'Bought the shoes, they feel great' })]);
    const [answered] = await checkinsOf(user);
    expect(answered?.reply).toEqual(reflections[0]);
  });
});

describe('check-in buttons', () => {
  it('carry Done, Too big and Snooze 1h; Done marks the step of the check-in once', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await createGoal(user);
    const chat = await linkChat(fixture.stack, user, newChatId());
    await checkInNext(user);
    const [checkin] = await checkinsOf(user);
    const message = chat.received().at(-1)!;
    expect(message.text).toContain(checkin!.message);
    expect(message.reply_markup?.inline_keyboard.flat()).toEqual([
      { text: 'Done', callback_data: `done:${checkin!.id}` },
      { text: 'Too big', callback_data: `smaller:${checkin!.id}` },
      { text: 'Snooze 1h', callback_data: `snooze:${checkin!.id}` },
    ]);

    await chat.press(`done:${checkin!.id}`);
    expect(chat.lastText()).toBe('Done: Buy running shoes. Next up: Plan three runs a week');
    await chat.press(`done:${checkin!.id}`);
    expect(chat.lastText()).toBe('Already done: Buy running shoes. Next up: Plan three runs a week');
    const after = stepsOf((await user.call<Goal>('GET', `/goals/${goal.id}`)).body);
    expect(after.slice(0, 3).map((m) => m.status)).toEqual(['done', 'in_progress', 'todo']);
    expect(fixture.stack.telegram.calls.filter((c) => c.method === 'answerCallbackQuery')).not.toHaveLength(0);
  });

  it('Snooze 1h sends the check-in again an hour later, once', async () => {
    const user = await signUp(fixture.stack.api);
    await createGoal(user);
    const chat = await linkChat(fixture.stack, user, newChatId());
    await checkInNext(user);
    const [checkin] = await checkinsOf(user);
    const pressed = Date.now();
    await chat.press(`snooze:${checkin!.id}`);
    expect(chat.lastText()).toBe("OK, I'll remind you in an hour.");
    const sentBefore = chat.received().length;

    await runJob(new Date(pressed + 59 * MINUTE));
    expect(chat.received()).toHaveLength(sentBefore);
    await runJob(new Date(pressed + 61 * MINUTE));
    await runJob(new Date(pressed + 62 * MINUTE));
    expect(chat.received()).toHaveLength(sentBefore + 1);
    expect(chat.lastText()).toMatch(/^Reminder: /);
    expect(chat.lastText()).toContain(checkin!.message);
  });
});

describe('local long polling (TELEGRAM_POLLING)', () => {
  it('hands updates from getUpdates to the webhook route, so linking works without a public URL', async () => {
    const user = await signUp(fixture.stack.api);
    const chat = telegramChat(fixture.stack, newChatId());
    const { code } = await createLink(user);
    const poller = startTelegramPoller(new URL(fixture.stack.api).origin);
    try {
      fixture.stack.telegram.pushUpdate(chat.update(`/start ${code}`));
      await vi.waitFor(() => expect(chat.lastText()).toBe(`Link this chat to ${user.email}?`), { timeout: 5000 });
      await chat.press(`link:yes:${code}`);
      expect(chat.lastText()).toMatch(/^Linked!/);
      expect(fixture.stack.telegram.calls.some((call) => call.method === 'deleteWebhook')).toBe(true);
      expect((await user.call<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(true);
    } finally {
      poller.stop();
    }
  });
});
