import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { plainError } from '@cakewalk/shared/schemas/plain-errors.ts';
import { Invalid, NotFound } from '../domain/errors.ts';

export type Schema<T> = z.core.$ZodType<T>;

/** Parses with a shared schema; a failure is a 400 that says what is wrong in plain words. */
export function validate<T>(schema: Schema<T>, value: unknown, where: string): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  // The first problem alone: one sentence a person can act on, not a list of JSON paths.
  const [first] = result.error.issues;
  throw new Invalid(first ? plainError(first, where) : `The ${where} is not valid.`);
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
