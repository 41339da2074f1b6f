import * as z from 'zod/mini';
import './zod.ts';

// What each kind of id in a path looks like. A path id becomes part of a storage key, so one
// that does not match its pattern (a goal id with `#` or `.` in it, a prefix of one) must never
// get that far: it is simply not found, before anything is read or written.

/** A ULID: 26 characters of Crockford's base 32, time first (users, goals, reflections, check-ins). */
export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
/** A plan node's key within its goal: its level letter and a number in base 36 (ARCHITECTURE.md, "Editing a plan"). */
export const PLAN_KEY_PATTERN = /^[stm][0-9a-z]{1,10}$/;
/** A bite's id: its goal's id and its key, joined by `.`. */
const MICROTASK_ID_PATTERN = new RegExp(`^${ULID_PATTERN.source.slice(1, -1)}\\.m[0-9a-z]{1,10}$`);

/** The message names what the id stands for: the server answers 404 "<what> not found". */
const idOf = (pattern: RegExp, what: string) => z.string().check(z.regex(pattern, what));

export const GoalParams = z.object({ id: idOf(ULID_PATTERN, 'Goal') });
export const MicrotaskParams = z.object({ id: idOf(MICROTASK_ID_PATTERN, 'Microtask') });
export const ReflectionParams = z.object({ id: idOf(ULID_PATTERN, 'Reflection') });
export const CheckinParams = z.object({ id: idOf(ULID_PATTERN, 'Check-in') });
/** A push subscription's id: a digest of its endpoint (16 bytes, base64url), so the same browser subscribing again is one subscription. */
export const PushIdParams = z.object({ id: idOf(/^[A-Za-z0-9_-]{22}$/, 'Subscription') });
export const UserParams = z.object({ id: idOf(ULID_PATTERN, 'User') });
