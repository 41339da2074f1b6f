import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from '../item-kind.ts';

export const REFLECTION_PREFIX = 'REFL#';
export const reflectionKey = (userId: string, id: string): Key => ({ pk: userPk(userId), sk: `${REFLECTION_PREFIX}${id}` });

export const reflectionKind = /* @__PURE__ */ itemKind({
  name: 'reflection',
  shapes: [{ pk: 'USER#<uid>', sk: 'REFL#<ulid>', about: 'reflection (the ulid gives time order)' }],
  fields: () => ({
    id: z.string(),
    created_at: z.string(),
    goal_id: z.nullable(z.string()),
    goal_name: z.nullable(z.string()),
    content: z.string(),
    /** The check-in it answers, kept on the item (not in the API) so an edit can reach its copy there. */
    checkin_id: z.optional(z.string()),
    /** The import that wrote it, until that import is revealed. */
    import_id: z.optional(z.string()),
  }),
});
export type ReflectionItem = z.infer<typeof reflectionKind.schema>;
