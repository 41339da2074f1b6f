import * as z from 'zod/mini';
import { itemKind, type Key } from '../item-kind.ts';

/** Emails are unique without regard to case: the claim item's key is the lower-cased address. */
export const emailKey = (email: string): Key => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

export const emailClaimKind = /* @__PURE__ */ itemKind({
  name: 'email claim',
  shapes: [{ pk: 'EMAIL#<lower email>', sk: 'EMAIL', about: 'email claim and password hash' }],
  fields: () => ({ user_id: z.string(), password_hash: z.string() }),
});
