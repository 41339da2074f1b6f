import { describe, expect, it, vi } from 'vitest';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { bannedWordsIn } from '../../../src/words/banned-words.ts';
import { REPLY_WORDS } from '../../../src/words/checkins/reply-words.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, type TelegramChat } from '../../support/checkin-stack.ts';
import { DAY, MINUTE, telegramFixture } from '../../support/telegram-fixture.ts';

// Telegram free text and the Too big button go through the same reply reading as the app.

const fixture = telegramFixture(900_000);

interface CheckedIn {
  user: TestUser;
  goal: Goal;
  chat: TelegramChat;
  checkinId: string;
  due: Date;
}

/** A linked user with one goal in the tone, checked in about it just now. */
async function checkedIn(tone: Tone): Promise<CheckedIn> {
  const user = await signUp(fixture.stack.api);
  const goal = await createGoal(user, { ...sampleBreakdown, goal: `Run a 5k, ${tone}`, tone });
  const chat = await linkChat(fixture.stack, user, fixture.newChatId());
  const due = await fixture.checkInNext(user);
  const [checkin] = await checkinsOf(user);
  if (!checkin) throw new Error('no check-in was written');
  return { user, goal, chat, checkinId: checkin.id, due };
}

const goalNow = async ({ user, goal }: CheckedIn) => (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;

describe.each(TONES)('Telegram in the %s tone', (tone) => {
  it('free text "done" marks the step of the last check-in done and names the next, in the tone', async () => {
    const given = await checkedIn(tone);
    await given.chat.send('done');
    const [first, second] = stepsOf(given.goal);
    expect(given.chat.lastText()).toBe(REPLY_WORDS.byTone[tone].doneNext.replace('{step}', first!.title).replace('{next}', second!.title));
    expect(stepsOf(await goalNow(given)).slice(0, 2).map((m) => m.status)).toEqual(['done', 'in_progress']);
    const reflections = (await given.user.call<Reflection[]>('GET', `/reflections?user_id=${given.user.id}`)).body;
    expect(reflections).toEqual([expect.objectContaining({ goal_id: given.goal.id, content: 'done' })]);
  });

  it('free text "too big" breaks the step down and names the first smaller bite', async () => {
    const given = await checkedIn(tone);
    await given.chat.send('this is too big for me');
    const after = stepsOf(await goalNow(given));
    expect(after.map((m) => m.title)).not.toContain(stepsOf(given.goal)[0]!.title);
    expect(after.length).toBeGreaterThan(stepsOf(given.goal).length);
    expect(given.chat.lastText()).toBe(REPLY_WORDS.byTone[tone].smaller.replace('{first}', after[0]!.title));
  });

  it('free text "busy" on the next morning skips that day\'s check-in on the goal', async () => {
    const given = await checkedIn(tone);
    const tomorrow = given.due.getTime() + DAY;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tomorrow - 10 * MINUTE);
    await given.chat.send('busy today');
    vi.useRealTimers();
    expect(given.chat.lastText()).toBe(REPLY_WORDS.byTone[tone].snoozed.replace('{goal}', given.goal.title));
    expect(bannedWordsIn(given.chat.lastText() ?? '')).toEqual([]);
    await runJob(new Date(tomorrow + 30_000));
    expect(await checkinsOf(given.user)).toHaveLength(1);
  });

  it('free text that says two things changes nothing and asks one question with Done, Too big and Not today', async () => {
    const given = await checkedIn(tone);
    await given.chat.send('Measured it, but I keep putting off the boxes of old letters. Feeling a bit stuck.');
    expect(stepsOf(await goalNow(given))).toEqual(stepsOf(given.goal));
    const asked = fixture.stack.telegram.sent(given.chat.id).at(-1)!;
    expect(asked.text).toBe(REPLY_WORDS.byTone[tone].ask.replace('{goal}', given.goal.title));
    expect(asked.text.match(/\?/g)).toHaveLength(1);
    expect(asked.reply_markup?.inline_keyboard.flat().map((button) => [button.text, button.callback_data])).toEqual([
      ['Done', `done:${given.checkinId}`], ['Too big', `smaller:${given.checkinId}`], ['Not today', `nottoday:${given.checkinId}`],
    ]);
    const reflections = (await given.user.call<Reflection[]>('GET', `/reflections?user_id=${given.user.id}`)).body;
    expect(reflections).toEqual([expect.objectContaining({ goal_id: given.goal.id, content: expect.stringContaining('Measured it') })]);

    await given.chat.press(`nottoday:${given.checkinId}`);
    expect(given.chat.lastText()).toBe(REPLY_WORDS.byTone[tone].snoozed.replace('{goal}', given.goal.title));
    expect((await goalNow(given)).snoozed_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the Too big button breaks the step of the check-in down', async () => {
    const given = await checkedIn(tone);
    await given.chat.press(`smaller:${given.checkinId}`);
    const after = stepsOf(await goalNow(given));
    expect(after.map((m) => m.title)).not.toContain(stepsOf(given.goal)[0]!.title);
    expect(given.chat.lastText()).toBe(REPLY_WORDS.byTone[tone].smaller.replace('{first}', after[0]!.title));
    expect(fixture.stack.telegram.calls.some((c) => c.method === 'answerCallbackQuery')).toBe(true);
  });
});
