import { ABUSE_LIMITS, LIMITS } from './limits.ts';
import { Id, IsoDay } from './common.ts';
import * as z from 'zod/mini';
import './zod.ts';

export const Reflection = z.object({
  id: Id,
  created_at: z.string(),
  goal_id: z.nullable(Id),
  goal_name: z.nullable(z.string()),
  content: z.string(),
});
export type Reflection = z.infer<typeof Reflection>;

// Written when said, not at import: a module's first Intl call loads the locale's data, and every
// route imports this file at its cold start.
const mostReflections = () => ABUSE_LIMITS.reflectionsPerUser.toLocaleString('en');

/** Said when a new reflection would pass the bound. */
export const tooManyReflections = () =>
  `You have ${mostReflections()} reflections, the most one account keeps. Delete some you no longer need to write new ones.`;

/** Said when an import's reflections would take the account past the bound. */
export const tooManyImportedReflections = (have: number, adding: number) =>
  `You have ${have.toLocaleString('en')} reflections and this file has ${adding.toLocaleString('en')}: together that is over ${mostReflections()}, the most one account keeps. Delete some first, or import a file with fewer.`;

export const ReflectionContent = z.string().check(
  z.trim(),
  z.minLength(LIMITS.reflection.min, 'is required'),
  z.maxLength(LIMITS.reflection.max),
);

export const CreateReflectionBody = z.object({
  goal_id: z.optional(z.nullable(Id)),
  content: ReflectionContent,
});
export type CreateReflectionBody = z.infer<typeof CreateReflectionBody>;

/** An edit changes the words only; the time and the goal stay as written. */
export const UpdateReflectionBody = z.object({ content: ReflectionContent });
export type UpdateReflectionBody = z.infer<typeof UpdateReflectionBody>;

export const SORTS = ['desc', 'asc'] as const;

export const ReflectionQuery = z.object({
  user_id: Id,
  goal_id: z.optional(Id),
  start_date: z.optional(IsoDay),
  end_date: z.optional(IsoDay),
  sort: z._default(z.enum(SORTS), 'desc'),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMITS.pageSize.max)),
    LIMITS.pageSize.default,
  ),
  cursor: z.optional(z.string().check(z.maxLength(LIMITS.cursor.max))),
});
export type ReflectionQuery = z.infer<typeof ReflectionQuery>;

/** The list stays a plain array (the contract); the next page's cursor travels in this header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
