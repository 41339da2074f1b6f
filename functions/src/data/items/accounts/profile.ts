import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';

export const profileKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'PROFILE' });

export const profileKind = /* @__PURE__ */ itemKind({
  name: 'profile',
  shapes: [{
    pk: 'USER#<uid>', sk: 'PROFILE',
    about: 'user profile: token version, goal count, `closing_at` once a deletion began, and the imports under way (`imports`, a map by id: state, goal ids, deadline)',
  }],
  fields: () => ({
    id: z.optional(z.string()),
    name: z.optional(z.string()),
    email: z.string(),
    telegram_id: z.optional(z.string()),
    email_confirmed_at: z.optional(z.string()),
    token_version: z.optional(z.number()),
    goal_count: z.optional(z.number()),
    /** Set once a deletion has started: the email is released and the rest is on its way out. */
    closing_at: z.optional(z.string()),
  }),
});
export type ProfileItem = z.infer<typeof profileKind.schema>;
