import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { runJob, saveSettings, startCheckinStack, type CheckinStack } from './checkin-stack.ts';
import type { TestUser } from './api-client.ts';

// What the Telegram check-in tests share: one check-in stack (the local server with the fake
// Bot API) for the file's tests, a chat of its own for each test, and a check-in minute of its
// own for each round.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

const hhmm = (at: Date) => at.toISOString().slice(11, 16);

export interface TelegramFixture {
  /** The file's stack, started before its first test. */
  readonly stack: CheckinStack;
  /** A chat id no other test of the file uses. */
  newChatId(): number;
  /**
   * Makes the user's daily check-in (UTC) fall due at a minute later than any before and runs
   * the job just after it: a run reads every minute up to its time, so two users sharing one
   * would see each other's rounds. Answers the minute.
   */
  checkInNext(user: TestUser): Promise<Date>;
}

/** Registers the file's hooks; chat ids start after `firstChatId`, so files never share a chat. */
export function telegramFixture(firstChatId: number): TelegramFixture {
  let stack: CheckinStack | undefined;
  let chatId = firstChatId;
  let clock = Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE;

  beforeAll(async () => {
    stack = await startCheckinStack();
  });
  afterAll(() => stack?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  return {
    get stack() {
      if (!stack) throw new Error('The check-in stack starts in beforeAll.');
      return stack;
    },
    newChatId: () => ++chatId,
    async checkInNext(user) {
      const due = new Date((clock += 5 * MINUTE));
      await saveSettings(user, { timezone: 'UTC', checkin_time: hhmm(due) });
      await runJob(new Date(due.getTime() + 30_000));
      return due;
    },
  };
}
