import { describe, expect, it, vi } from 'vitest';
import type { Checkin, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import { TONES, type Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { addDays, dayWords } from '@cakewalk/shared/rules/calendar-days.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { bannedWordsIn } from '../../../src/words/banned-words.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, type TelegramChat } from '../../support/checkin-stack.ts';
import { DAY, telegramFixture } from '../../support/telegram-fixture.ts';

// A goal with no bite done for 3 days gets a daily check-in offering three ways forward, in the
// app (POST /checkins/{id}/way-forward) and as Telegram buttons.

const fixture = telegramFixture(950_000);

const WAYS = "a smaller step, a later date, or a week's pause";
const today = () => new Date().toISOString().slice(0, 10);

interface Stalled {
  user: TestUser;
  chat: TelegramChat;
  goals: Goal[];
  checkins: Checkin[];
  due: Date;
}

const IF_THEN = { if: 'my evenings fill up', then: 'I juggle for 5 minutes before breakfast' };

/**
 * A linked user (UTC) whose goals were made 4 days ago and never touched, checked in about just
 * now; the first goal has an if-then plan.
 */
async function stalledGoals(tone: Tone, count = 1): Promise<Stalled> {
  const user = await signUp(fixture.stack.api);
  const chat = await linkChat(fixture.stack, user, fixture.newChatId());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - 4 * DAY);
  const goals: Goal[] = [];
  for (let n = 1; n <= count; n++) {
    goals.push(await createGoal(user, { ...sampleBreakdown, goal: `Learn to juggle ${n}, ${tone}`, tone, ...(n === 1 && { if_then: IF_THEN }) }));
  }
  vi.useRealTimers();
  const due = await fixture.checkInNext(user);
  const written = await checkinsOf(user);
  const checkins = goals.map((goal) => written.find((c) => c.goal_id === goal.id)!);
  return { user, chat, goals, checkins, due };
}

const goalNow = async (user: TestUser, goal: Goal) => (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;
const choose = (user: TestUser, checkin: Checkin, way: string) =>
  user.call<WayForwardResult>('POST', `/checkins/${checkin.id}/way-forward`, { way });

/** The goal has no check-in from the daily round a day later; the others do. */
async function pausedTomorrow({ user, goals, due }: Stalled, paused: Goal): Promise<void> {
  await runJob(new Date(due.getTime() + DAY + 30_000));
  const all = await checkinsOf(user);
  expect(all.filter((c) => c.goal_id === paused.id)).toHaveLength(1);
  for (const goal of goals.filter((g) => g.id !== paused.id)) expect(all.filter((c) => c.goal_id === goal.id)).toHaveLength(2);
}

describe.each(TONES)('a stalled goal in the %s tone', (tone) => {
  it('gets a check-in that says so, names its if-then plan and offers the three ways forward, in the app and as Telegram buttons', async () => {
    const { chat, goals, checkins: [checkin] } = await stalledGoals(tone);
    expect(checkin).toMatchObject({ kind: 'daily', goal_id: goals[0]!.id, tone, stalled: true });
    expect(checkin!.message).toContain('4 days');
    expect(checkin!.message).toContain(`if ${IF_THEN.if}, then ${IF_THEN.then}`);
    expect(checkin!.message).toContain(WAYS);
    expect(bannedWordsIn(checkin!.message)).toEqual([]);
    const sent = chat.received().at(-1)!;
    expect(sent.text).toContain(checkin!.message);
    expect(sent.reply_markup?.inline_keyboard).toEqual([
      [
        { text: 'Smaller step', callback_data: `way:smaller:${checkin!.id}` },
        { text: 'Due a week later', callback_data: `way:later:${checkin!.id}` },
        { text: 'Pause a week', callback_data: `way:pause:${checkin!.id}` },
      ],
      [{ text: 'Done', callback_data: `done:${checkin!.id}` }],
    ]);
  });

  it('on Telegram: Done, for a step done after all, marks the step the check-in named', async () => {
    const { user, chat, goals: [goal], checkins: [checkin] } = await stalledGoals(tone);
    const named = stepsOf(await goalNow(user, goal!)).find((m) => m.status !== 'done')!;
    await chat.press(`done:${checkin!.id}`);
    expect(stepsOf(await goalNow(user, goal!)).find((m) => m.id === named.id)?.status).toBe('done');
  });

  it('in the app: a smaller step breaks the step down, a later date sets one a week from today, a pause skips a week', async () => {
    const given = await stalledGoals(tone, 3);
    const { user, goals: [small, later, pause], checkins: [onSmall, onLater, onPause] } = given;

    const smaller = await choose(user, onSmall!, 'smaller');
    expect(smaller.status).toBe(200);
    const broken = stepsOf(await goalNow(user, small!));
    expect(broken.map((m) => m.title)).not.toContain(stepsOf(small!)[0]!.title);
    expect(smaller.body).toEqual({ way: 'smaller', message: expect.stringContaining(broken[0]!.title) });

    const week = addDays(today(), 7);
    const moved = await choose(user, onLater!, 'later');
    expect((await goalNow(user, later!)).due_date).toBe(week);
    expect(moved.body).toEqual({ way: 'later', message: expect.stringContaining(`${dayWords(week, today())}, a week from today`) });

    const paused = await choose(user, onPause!, 'pause');
    expect(paused.body).toEqual({ way: 'pause', message: expect.stringContaining(dayWords(week, today())) });
    for (const answer of [smaller, moved, paused]) {
      expect(bannedWordsIn(answer.body.message)).toEqual([]);
      expect(answer.body.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    await pausedTomorrow(given, pause!);
  });

  it('on Telegram: the buttons break the step down, move a future due date a week later, and pause a week', async () => {
    const given = await stalledGoals(tone, 3);
    const { user, chat, goals: [small, later, pause], checkins: [onSmall, onLater, onPause] } = given;

    await chat.press(`way:smaller:${onSmall!.id}`);
    const broken = stepsOf(await goalNow(user, small!));
    expect(broken.map((m) => m.title)).not.toContain(stepsOf(small!)[0]!.title);
    expect(chat.lastText()).toContain(broken[0]!.title);

    const due = addDays(today(), 10);
    const put = await user.call('PUT', `/goals/${later!.id}`, { title: later!.title, description: 'Three balls.', due_date: due });
    expect(put.status).toBe(200);
    await chat.press(`way:later:${onLater!.id}`);
    expect((await goalNow(user, later!)).due_date).toBe(addDays(due, 7));
    expect(chat.lastText()).toContain(`${dayWords(addDays(due, 7), today())}, a week later`);

    await chat.press(`way:pause:${onPause!.id}`);
    expect(chat.lastText()).toContain(dayWords(addDays(today(), 7), today()));
    expect(bannedWordsIn(chat.lastText() ?? '')).toEqual([]);
    await pausedTomorrow(given, pause!);
  });
});

describe('choosing a way forward', () => {
  it('refuses an unknown way with a 400 and changes nothing', async () => {
    const { user, goals: [goal], checkins: [checkin] } = await stalledGoals('strict');
    const answer = await choose(user, checkin!, 'someday');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.any(String) });
    const after = await goalNow(user, goal!);
    expect(after.due_date).toBeNull();
    expect(stepsOf(after).map((m) => m.title)).toEqual(stepsOf(goal!).map((m) => m.title));
  });

  it('a goal with a bite done within 3 days gets the usual check-in', async () => {
    const user = await signUp(fixture.stack.api);
    const goal = await createGoal(user);
    await fixture.checkInNext(user);
    const [checkin] = await checkinsOf(user);
    expect(checkin).toMatchObject({ goal_id: goal.id, stalled: false });
    expect(checkin!.message).not.toContain(WAYS);
  });
});

describe('"Due a week later"', () => {
  it('moves the due date once, however often it is pressed or replayed, and only on a stalled check-in', async () => {
    const { user, goals: [goal], checkins: [checkin] } = await stalledGoals('friendly');
    const week = addDays(today(), 7);
    const presses = await Promise.all([1, 2, 3].map(() => choose(user, checkin!, 'later')));
    for (const press of presses) expect(press.status).toBe(200);
    expect((await goalNow(user, goal!)).due_date).toBe(week);
    const replay = await choose(user, checkin!, 'later');
    expect(replay.status).toBe(200);
    expect((await goalNow(user, goal!)).due_date).toBe(week);

    const other = await signUp(fixture.stack.api);
    const fresh = await createGoal(other, { ...sampleBreakdown, goal: 'A goal just begun' });
    await fixture.checkInNext(other);
    const [calm] = await checkinsOf(other);
    expect(calm?.stalled).toBe(false);
    const refused = await choose(other, calm!, 'later');
    expect(refused).toMatchObject({ status: 400, body: { error: expect.stringMatching(/stalled/) } });
    expect((await goalNow(other, fresh)).due_date).toBe(fresh.due_date);
  });
});
