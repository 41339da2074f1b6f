import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';
import { DeliveryState } from './checkin.ts';

export const checkinRoundKey = (userId: string, kind: string, localDay: string): Key =>
  ({ pk: userPk(userId), sk: `CHECKINRUN#${kind}#${localDay}` });

export const checkinRoundKind = /* @__PURE__ */ itemKind({
  name: 'check-in round',
  shapes: [{ pk: 'USER#<uid>', sk: 'CHECKINRUN#<kind>#<local day>', about: 'one check-in round per kind and day, and the state of its email' }],
  expires: true,
  fields: () => ({
    due_at: z.string(),
    email: z.optional(DeliveryState),
    email_lease_until: z.optional(z.string()),
  }),
});
export type RoundItem = z.infer<typeof checkinRoundKind.schema>;
