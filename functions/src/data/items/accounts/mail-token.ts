import * as z from 'zod/mini';
import { itemKind, type Key } from '../item-kind.ts';

// Emailed links (password reset, address confirmation): only the token's SHA-256 is stored, and
// the purpose is part of the key, so a link made for one purpose finds nothing in the other.

export type MailTokenPurpose = 'reset' | 'confirm';
export const mailTokenKey = (tokenHash: string, purpose: MailTokenPurpose): Key =>
  ({ pk: `MAILTOKEN#${tokenHash}`, sk: purpose.toUpperCase() });

export const mailTokenKind = /* @__PURE__ */ itemKind({
  name: 'mail token',
  shapes: [{
    pk: 'MAILTOKEN#<token hash>', sk: '`RESET` or `CONFIRM`',
    about: 'an emailed link: SHA-256 of its token, the user, the address it went to, (for a reset) the token version, expiry as TTL',
  }],
  expires: true,
  fields: () => ({
    user_id: z.string(),
    /** The address the link was sent to: a link is good only for the address it reached. */
    email: z.string(),
    /** For a reset link: the user's token version when it was made (a later password change ends it). */
    token_version: z.optional(z.number()),
    /** Seconds since the epoch. */
    expires_at: z.number(),
  }),
});
export type MailTokenItem = z.infer<typeof mailTokenKind.schema>;
