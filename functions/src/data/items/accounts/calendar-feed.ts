import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';

// A calendar feed is two items: the user's pointer to the live token's hash, and the lookup by
// that hash. The token itself is never stored, only its SHA-256.

export const calendarPointerKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'CALFEED' });
export const calendarFeedKey = (tokenHash: string): Key => ({ pk: `CALFEED#${tokenHash}`, sk: 'FEED' });

export const calendarPointerKind = /* @__PURE__ */ itemKind({
  name: 'calendar feed pointer',
  shapes: [{ pk: 'USER#<uid>', sk: 'CALFEED', about: 'SHA-256 of the live calendar feed token' }],
  fields: () => ({ token_hash: z.string() }),
});

export const calendarFeedKind = /* @__PURE__ */ itemKind({
  name: 'calendar feed',
  shapes: [{ pk: 'CALFEED#<token hash>', sk: 'FEED', about: 'calendar feed token to user (live only while `CALFEED` names it)' }],
  fields: () => ({ user_id: z.string() }),
});
