import { createHash } from 'node:crypto';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { PLAN_KEY_PATTERN, ULID_PATTERN } from '@cakewalk/shared/schemas/ids.ts';

// The key scheme, in one place: every item's partition and sort key is built here and nowhere
// else. ARCHITECTURE.md ("The key scheme") has the table of every item kind and why the keys
// look as they do; a new kind of item gets its builder here and its row there.

export interface Key {
  pk: string;
  sk: string;
}

export const userPk = (userId: string) => `USER#${userId}`;

// --- Users and sign-in

export const profileKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'PROFILE' });
/** Emails are unique without regard to case: the claim item's key is the lower-cased address. */
export const emailKey = (email: string): Key => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

// --- Allowance counters (limits/counters.ts) count uses per slot, a fraction of the bound's window.
// Slot numbers are zero-padded so that one Query reads a run of slots in order, and an old
// slot is never read again (TTL deletion is lazy). A client address is an IPv4 or IPv6 address.
const SLOT_DIGITS = 12;
const slotSk = (prefix: string, slot: number) => `${prefix}${String(slot).padStart(SLOT_DIGITS, '0')}`;
/** The slot an allowance counter's sort key names. */
export const slotOfCounter = (sk: string): number => Number(sk.slice(-SLOT_DIGITS));
/** Failed logins for an email, from every address or (with `address`) from one. */
export const loginAttemptsKey = (email: string, slot: number, address?: string): Key =>
  ({ pk: `LOGINFAIL#${email.toLowerCase()}`, sk: slotSk(address === undefined ? 'ALL#' : `FROM#${address}#`, slot) });
/** Failed logins for an email from one trusted device (its device token's id). */
export const deviceAttemptsKey = (email: string, device: string, slot: number): Key =>
  ({ pk: `LOGINFAIL#${email.toLowerCase()}`, sk: slotSk(`DEVICE#${device}#`, slot) });
/** Failed logins for an email from all of its trusted devices together. */
export const allDevicesAttemptsKey = (email: string, slot: number): Key => ({ pk: `LOGINFAIL#${email.toLowerCase()}`, sk: slotSk('ANYDEVICE#', slot) });
/** Failed logins from one client address, whatever the email. */
export const addressAttemptsKey = (address: string, slot: number): Key => ({ pk: `LOGINFROM#${address}`, sk: slotSk('SLOT#', slot) });
export const registrationsKey = (address: string, slot: number): Key => ({ pk: `REGISTER#${address}`, sk: slotSk('SLOT#', slot) });
export const aiBreakdownsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('AIUSE#', slot) });
export const linkCodesMadeKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('LINKCODES#', slot) });
/** Password reset emails asked for one address, and reset requests from one client address. */
export const resetRequestsKey = (email: string, slot: number): Key => ({ pk: `RESETMAIL#${email.toLowerCase()}`, sk: slotSk('SLOT#', slot) });
export const resetRequestsFromKey = (address: string, slot: number): Key => ({ pk: `RESETFROM#${address}`, sk: slotSk('SLOT#', slot) });
export const confirmationMailsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('CONFIRMMAIL#', slot) });

// --- Emailed links (password reset, address confirmation): only the token's SHA-256 is stored,
// and the purpose is part of the key, so a link made for one purpose finds nothing in the other.

export type MailTokenPurpose = 'reset' | 'confirm';
export const mailTokenKey = (tokenHash: string, purpose: MailTokenPurpose): Key =>
  ({ pk: `MAILTOKEN#${tokenHash}`, sk: purpose.toUpperCase() });

// --- Goals: a goal's own item is GOAL#<goal>; each node of its plan (subgoal, task or bite) is
// GOAL#<goal>#<key>, where the key is the node's level letter and a number from the goal's
// counter in base 36, which only grows (the goal item holds the plan's tree: goals/stored-tree.ts).
// A node's public id spells the same with '.', so an id maps to its item with no lookup.

export const GOAL_PREFIX = 'GOAL#';

/** A node's level: 1 subgoal, 2 task, 3 microtask (a bite). */
export type Level = 1 | 2 | 3;
export const LEVEL = { subgoal: 1, task: 2, microtask: 3 } as const;

const LEVEL_LETTERS = ['s', 't', 'm'] as const;

/** A new node's key at a level from the goal's key counter. */
export function planNodeKey(level: Level, n: number): string {
  return `${LEVEL_LETTERS[level - 1]}${n.toString(36)}`;
}

/** Whether `key` is a node key of that level. */
export function isPlanKey(key: string, level: Level): boolean {
  return PLAN_KEY_PATTERN.test(key) && key[0] === LEVEL_LETTERS[level - 1];
}

export interface NodeAddress {
  goalId: string;
  key: string;
}

export const goalSk = (goalId: string) => `${GOAL_PREFIX}${goalId}`;
export const goalKey = (userId: string, goalId: string): Key => ({ pk: userPk(userId), sk: goalSk(goalId) });
export const nodeKey = (userId: string, { goalId, key }: NodeAddress): Key => ({ pk: userPk(userId), sk: `${goalSk(goalId)}#${key}` });
export const nodeId = ({ goalId, key }: NodeAddress): string => `${goalId}.${key}`;

/** Whether an id can be a goal's: only such an id may become a sort-key prefix. */
export const isGoalId = (id: string): boolean => ULID_PATTERN.test(id);

/** The node an id names, or null when the id cannot be one of ours at that level. */
export function parseNodeId(id: string, level: Level): NodeAddress | null {
  const [goalId = '', key = '', ...rest] = id.split('.');
  return isGoalId(goalId) && rest.length === 0 && isPlanKey(key, level) ? { goalId, key } : null;
}

/** Whether a sort key under GOAL# is a goal's own item rather than a node of its plan. */
export const isGoalSk = (sk: string): boolean => sk.indexOf('#', GOAL_PREFIX.length) < 0;

/** The public id of the goal or node a sort key names: plain string operations, run once per item on every dashboard read. */
export const idOfSk = (sk: string): string => sk.slice(GOAL_PREFIX.length).replace('#', '.');

// --- Done records: one item per done, under the user's partition, by goal and then by day, so a
// goal's history is one Query and its days come in order. A one-off bite's record is named by the
// day it was done; a habit completion's by its period's entry (habit-periods.ts), so its Undo
// finds it by key.

export const DONE_PREFIX = 'DONE#';
export const doneGoalPrefix = (goalId: string) => `${DONE_PREFIX}${goalId}#`;
/** `day` is the day a one-off was done, or a habit completion's period; `slot` its entry's number in that period. */
export const doneKey = (userId: string, goalId: string, day: string, bite: string, slot: number): Key =>
  ({ pk: userPk(userId), sk: `${doneGoalPrefix(goalId)}${day}#${bite}#${slot}` });

// --- Reflections

export const REFLECTION_PREFIX = 'REFL#';
export const reflectionKey = (userId: string, id: string): Key => ({ pk: userPk(userId), sk: `${REFLECTION_PREFIX}${id}` });

// --- Check-ins and their schedule

export const settingsKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'SETTINGS' });

export const CHECKIN_PREFIX = 'CHECKIN#';
export const checkinKey = (userId: string, id: string): Key => ({ pk: userPk(userId), sk: `${CHECKIN_PREFIX}${id}` });

export const checkinRoundKey = (userId: string, kind: string, localDay: string): Key =>
  ({ pk: userPk(userId), sk: `CHECKINRUN#${kind}#${localDay}` });

const MINUTE_MS = 60_000;

/** The UTC minute a due time is read in, 'YYYY-MM-DDTHH:MM': the next whole one, so never early. */
export function dueMinute(dueAt: string): string {
  return new Date(Math.ceil(new Date(dueAt).getTime() / MINUTE_MS) * MINUTE_MS).toISOString().slice(0, 16);
}

/** The user's schedule shard: stable, and spread evenly over CHECKIN_CAPACITY.dueShards. */
export function dueShard(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % CHECKIN_CAPACITY.dueShards;
}

/** The schedule partition of one minute and shard. */
export const duePk = (minute: string, shard: number) => `DUE#${minute}#${shard}`;
export const dueKey = (kind: string, dueAt: string, userId: string, checkinId?: string): Key => ({
  pk: duePk(dueMinute(dueAt), dueShard(userId)),
  sk: [kind, userId, ...(checkinId ? [checkinId] : [])].join('#'),
});

/** The index entry saying that a shard's minute holds items not yet handed to the queue. */
export const dueMinutePk = (shard: number) => `DUEMIN#${shard}`;
export const dueMinuteKey = (minute: string, shard: number): Key => ({ pk: dueMinutePk(shard), sk: minute });

export const OUTBOX_PK = 'OUTBOX#TELEGRAM';
export const outboxKey = (userId: string, checkinId: string): Key => ({ pk: OUTBOX_PK, sk: `${checkinId}#${userId}` });
/** A check-in whose web push is to be tried again. */
export const PUSH_OUTBOX_PK = 'OUTBOX#PUSH';
export const pushOutboxKey = (userId: string, checkinId: string): Key => ({ pk: PUSH_OUTBOX_PK, sk: `${checkinId}#${userId}` });
/** A round whose email is to be tried again: one email carries the whole round. */
export const EMAIL_OUTBOX_PK = 'OUTBOX#EMAIL';
export const emailOutboxKey = (userId: string, kind: string, localDay: string): Key =>
  ({ pk: EMAIL_OUTBOX_PK, sk: `${localDay}#${kind}#${userId}` });

// --- Telegram

export const telegramLinkKey = (code: string): Key => ({ pk: `TGLINK#${code}`, sk: 'LINK' });
export const telegramChatKey = (chatId: number): Key => ({ pk: `TGCHAT#${chatId}`, sk: 'CHAT' });
export const telegramUpdateKey = (updateId: number): Key => ({ pk: `TGUPDATE#${updateId}`, sk: 'UPDATE' });

// --- Calendar feed: the token itself is never stored, only its SHA-256.

export const calendarPointerKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'CALFEED' });
export const calendarFeedKey = (tokenHash: string): Key => ({ pk: `CALFEED#${tokenHash}`, sk: 'FEED' });

/** The user's note of a link code or emailed link they asked for, so a new password or a deletion can end them at once. */
export const LINK_CODE_NOTE_PREFIX = 'TGLINK#';
export const userLinkCodeKey = (userId: string, code: string): Key => ({ pk: userPk(userId), sk: `${LINK_CODE_NOTE_PREFIX}${code}` });
export const MAIL_TOKEN_NOTE_PREFIX = 'MAILTOKEN#';
export const userMailTokenKey = (userId: string, tokenHash: string, purpose: MailTokenPurpose): Key =>
  ({ pk: userPk(userId), sk: `${MAIL_TOKEN_NOTE_PREFIX}${purpose}#${tokenHash}` });
