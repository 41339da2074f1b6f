import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { Invalid, NotFound } from '../domain/errors.ts';

export type Schema<T> = z.core.$ZodType<T>;

/** Parses with a shared schema; a failure is a 400 whose message names the field. */
export function validate<T>(schema: Schema<T>, value: unknown, where: string): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : where;
    return `${field}: ${issue.message}`;
  });
  throw new Invalid(messages.join('; '));
}

/**
 * Parses a path's parameters. An id that cannot be one of its kind names nothing, so it is a 404
 * (worded by its schema, shared/src/schemas/ids.ts), and nothing is read or written with it.
 */
export function validatePath<T>(schema: Schema<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new NotFound(result.error.issues[0]?.message ?? 'Page');
}
