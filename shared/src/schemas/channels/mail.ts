import { CHANNEL_LIMITS } from './channel-limits.ts';
import { Email, Password } from '../account/user.ts';
import * as z from 'zod/mini';
import '../zod.ts';

/** Said for a reset link that was used, has expired or never existed: the same words for each. */
export const RESET_LINK_EXPIRED = 'This reset link has expired. Ask for a new one.';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. Ask for a new one from your profile.';

/**
 * A confirmation link sent. `local_copy`: where a local run wrote the email (an .eml file on the
 * server's machine), so the page can say where to find it; the cloud sends it and keeps none.
 */
export const ConfirmationSent = z.object({ ok: z.literal(true), local_copy: z.optional(z.string()) });
export type ConfirmationSent = z.infer<typeof ConfirmationSent>;

/** An emailed link's token, as the link carries it. */
const MailToken = z.string().check(z.minLength(1, 'is required'), z.maxLength(CHANNEL_LIMITS.mailToken.max));

export const PasswordResetBody = z.object({ email: Email });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

export const PasswordResetConfirmBody = z.object({ token: MailToken, new_password: Password });
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

export const EmailConfirmBody = z.object({ token: MailToken });
export type EmailConfirmBody = z.infer<typeof EmailConfirmBody>;

export const UnsubscribeParams = z.object({ token: z.string().check(z.maxLength(CHANNEL_LIMITS.unsubscribeToken.max)) });
export type UnsubscribeParams = z.infer<typeof UnsubscribeParams>;

/** Which check-in email a one-click unsubscribe turned off. */
export const Unsubscribed = z.object({ ok: z.literal(true), kind: z.enum(['daily', 'weekly']) });
export type Unsubscribed = z.infer<typeof Unsubscribed>;
