import * as z from 'zod/mini';
import { itemKind, type Key } from '../item-kind.ts';

// What a channel still has to send, in one partition per channel, so a retry is one Query.

export const OUTBOX_PK = 'OUTBOX#TELEGRAM';
export const outboxKey = (userId: string, checkinId: string): Key => ({ pk: OUTBOX_PK, sk: `${checkinId}#${userId}` });
/** A check-in whose web push is to be tried again. */
export const PUSH_OUTBOX_PK = 'OUTBOX#PUSH';
export const pushOutboxKey = (userId: string, checkinId: string): Key => ({ pk: PUSH_OUTBOX_PK, sk: `${checkinId}#${userId}` });
/** A round whose email is to be tried again: one email carries the whole round. */
export const EMAIL_OUTBOX_PK = 'OUTBOX#EMAIL';
export const emailOutboxKey = (userId: string, kind: string, localDay: string): Key =>
  ({ pk: EMAIL_OUTBOX_PK, sk: `${localDay}#${kind}#${userId}` });

export const outboxKind = /* @__PURE__ */ itemKind({
  name: 'outbox entry',
  shapes: [
    { pk: 'OUTBOX#TELEGRAM', sk: '<cid>#<uid>', about: 'a check-in still to send on Telegram' },
    { pk: 'OUTBOX#PUSH', sk: '<cid>#<uid>', about: 'a check-in whose notifications are still to send' },
    { pk: 'OUTBOX#EMAIL', sk: '<local day>#<kind>#<uid>', about: 'a round whose email is still to send' },
  ],
  fields: () => ({
    pk: z.string(),
    sk: z.string(),
    user_id: z.string(),
    /** Telegram's and push's: the check-in to send. */
    checkin_id: z.optional(z.string()),
  }),
});
