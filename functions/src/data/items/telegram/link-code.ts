import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';

// A link code is its own item, so `/start CODE` finds the user with one key lookup; the user's
// partition notes each code (same TTL), so a new password or a deletion can end every live one.

export const telegramLinkKey = (code: string): Key => ({ pk: `TGLINK#${code}`, sk: 'LINK' });
export const LINK_CODE_NOTE_PREFIX = 'TGLINK#';
export const userLinkCodeKey = (userId: string, code: string): Key => ({ pk: userPk(userId), sk: `${LINK_CODE_NOTE_PREFIX}${code}` });

export const linkCodeKind = /* @__PURE__ */ itemKind({
  name: 'Telegram link code',
  shapes: [{ pk: 'TGLINK#<code>', sk: 'LINK', about: 'one-time Telegram link code' }],
  expires: true,
  fields: () => ({ user_id: z.string(), expires_at: z.number() }),
});

export const linkCodeNoteKind = /* @__PURE__ */ itemKind({
  name: 'Telegram link code note',
  shapes: [{ pk: 'USER#<uid>', sk: 'TGLINK#<code>', about: 'a note of a link code the user asked for, so a new password or a deletion ends it' }],
  expires: true,
  fields: () => ({}),
});
