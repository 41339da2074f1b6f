import { LIMITS } from '../limits.ts';
import { PushDevice } from '../channels/push.ts';
import { LinkedChat } from '../channels/telegram.ts';
import { Password } from './user.ts';
import * as z from 'zod/mini';
import '../zod.ts';

/** Said for a wrong current password: 403, since the web app signs out on any 401. */
export const WRONG_PASSWORD = 'That password is not right.';

const GivenPassword = z.string().check(z.minLength(1, 'is required'), z.maxLength(LIMITS.password.max));

export const ChangePasswordBody = z.object({ current_password: GivenPassword, new_password: Password });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const DeleteAccountBody = z.object({ password: GivenPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const CalendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** The feed's last path segment, `<token>.ics`; anything but a live token's file is a 404. */
export const CalendarFileParams = z.object({ file: z.string().check(z.maxLength(LIMITS.calendarFile.max)) });

/** What an import added, and how many of the file's goals were already there and so skipped (with their reflections). */
export const ImportResult = z.object({ goals: z.int(), reflections: z.int(), skipped_goals: z.int() });
export type ImportResult = z.infer<typeof ImportResult>;

/**
 * Every way into the account that outlives a session, for its owner to see and end: the linked
 * Telegram chat (null when none) and each device that gets notifications.
 */
export const LinkedDevices = z.object({
  telegram: z.nullable(LinkedChat),
  push: z.array(PushDevice),
  /** A calendar feed link is live (its URL is shown only when made), so the profile offers to turn it off. */
  calendar_feed: z.boolean(),
});
export type LinkedDevices = z.infer<typeof LinkedDevices>;
