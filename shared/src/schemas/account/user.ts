import { LIMITS } from '../limits.ts';
import { Id } from '../common.ts';
import { TimeZone } from '../time-zone.ts';
import * as z from 'zod/mini';
import '../zod.ts';

const Name = z.string().check(
  z.trim(),
  z.minLength(LIMITS.name.min, 'Enter your name.'),
  z.maxLength(LIMITS.name.max),
);
// Trimmed before the format check, so an address pasted with a space around it still signs up.
export const Email = z.string().check(
  z.trim(),
  z.maxLength(LIMITS.email.max),
  z.regex(z.regexes.email, 'Enter an email like name@example.com'),
);
export const Password = z.string().check(
  z.minLength(LIMITS.password.min, `Use at least ${LIMITS.password.min} characters for your password.`),
  z.maxLength(LIMITS.password.max),
);
/** A Telegram username (5-32 of letters, digits, `_`, optional leading `@`) or a numeric id. */
const TELEGRAM_ID_PATTERN = /^(@?[A-Za-z0-9_]{5,32}|[0-9]{1,20})$/;
const TELEGRAM_ID_WORDS = 'Enter a Telegram username (5 to 32 letters, digits or _) or a numeric id.';
/** Sign-up asks for Telegram only as an option: missing or empty means none, anything else must be valid. */
const OptionalTelegramId = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || TELEGRAM_ID_PATTERN.test(value), {
      message: `${TELEGRAM_ID_WORDS} Or leave it empty.`,
    }),
  ),
  '',
);

/** `email_confirmed`: the owner opened a link sent to the address (check-in emails wait for it). */
export const User = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  telegram_id: z.string(),
  email_confirmed: z._default(z.boolean(), false),
});
export type User = z.infer<typeof User>;

/** `timezone` is the browser's: with it, check-ins start on the first day (settings.ts). */
export const RegisterBody = z.object({
  name: Name,
  email: Email,
  telegram_id: OptionalTelegramId,
  password: Password,
  timezone: z.optional(TimeZone),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** A device token, as the server issued it at an earlier sign-in (a signed JWT of a few hundred characters). */
const DeviceToken = z.string().check(z.maxLength(LIMITS.deviceToken.max));

export const LoginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email.'), z.maxLength(LIMITS.email.max)),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(LIMITS.password.max)),
  /** Sent by a browser that signed in to this email before: it is then not held by others' failed attempts. */
  device_token: z.optional(DeviceToken),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A signed-in session (`token`) and the device token the browser keeps for its next login. */
export const AuthResponse = z.object({ token: z.string(), user: User, device_token: DeviceToken });
export type AuthResponse = z.infer<typeof AuthResponse>;
