import { LIMITS } from './limits.ts';
import * as z from 'zod/mini';
import './zod.ts';

export const STATUSES = ['todo', 'in_progress', 'done'] as const;
export const Status = z.enum(STATUSES);
export type Status = z.infer<typeof Status>;

export const TONES = ['friendly', 'strict', 'motivational'] as const;
export const Tone = z.enum(TONES);
export type Tone = z.infer<typeof Tone>;

export const Id = z.string().check(z.minLength(1), z.maxLength(LIMITS.id.max));

export const Title = z.string().check(
  z.trim(),
  z.minLength(LIMITS.title.min, 'is required'),
  z.maxLength(LIMITS.title.max),
);

/** A calendar day, YYYY-MM-DD. */
export const IsoDay = z.iso.date();

/** How finely the AI splits: 1 (big steps) to 5 (many small ones). */
export const Detail = z.optional(z.int().check(z.gte(LIMITS.detail.min), z.lte(LIMITS.detail.max)));

export const UserIdQuery = z.object({ user_id: Id });
export type UserIdQuery = z.infer<typeof UserIdQuery>;

export const ApiError = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiError>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
