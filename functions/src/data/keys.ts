import { createHash } from 'node:crypto';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { isValid as isUlid } from 'ulid';

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
// Allowance counters: `window` numbers the time window a counter covers, so an old counter is
// never read again (TTL deletion is lazy). A client address is an IPv4 or IPv6 address.

/** Login attempts for an email, from every address or (with `address`) from one. */
// Allowance counters count uses per slot (a fraction of the bound's window); slot numbers are
// zero-padded so that one Query reads a run of slots in order.
const SLOT_DIGITS = 12;
const slotSk = (prefix: string, slot: number) => `${prefix}${String(slot).padStart(SLOT_DIGITS, '0')}`;
/** The slot an allowance counter's sort key names. */
export const slotOfCounter = (sk: string): number => Number(sk.slice(-SLOT_DIGITS));
export const loginAttemptsKey = (email: string, slot: number, address?: string): Key =>
  ({ pk: `LOGINFAIL#${email.toLowerCase()}`, sk: slotSk(address === undefined ? 'ALL#' : `FROM#${address}#`, slot) });
export const registrationsKey = (address: string, slot: number): Key => ({ pk: `REGISTER#${address}`, sk: slotSk('SLOT#', slot) });
export const aiBreakdownsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('AIUSE#', slot) });
/** Password reset emails asked for one address, and reset requests from one client address. */
export const resetRequestsKey = (email: string, slot: number): Key => ({ pk: `RESETMAIL#${email.toLowerCase()}`, sk: slotSk('SLOT#', slot) });
export const resetRequestsFromKey = (address: string, slot: number): Key => ({ pk: `RESETFROM#${address}`, sk: slotSk('SLOT#', slot) });
export const confirmationMailsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('CONFIRMMAIL#', slot) });

// --- Emailed links (password reset, address confirmation): only the token's SHA-256 is stored,
// and the purpose is part of the key, so a link made for one purpose finds nothing in the other.

export type MailTokenPurpose = 'reset' | 'confirm';
export const mailTokenKey = (tokenHash: string, purpose: MailTokenPurpose): Key =>
  ({ pk: `MAILTOKEN#${tokenHash}`, sk: purpose.toUpperCase() });

// --- Goals: a node's sort key is its goal's plus its own key, GOAL#<goal>#<key>; its public id
// spells the same with '.', so an id maps to its item with no lookup. A key is a level letter
// and a per-goal counter in base 36 that only grows (the goal item holds the structure:
// plan-tree.ts). Goals saved before that have fractional positions, one per level, instead.

export const GOAL_PREFIX = 'GOAL#';

export type Depth = 0 | 1 | 2 | 3;
export const DEPTH = { goal: 0, subgoal: 1, task: 2, microtask: 3 } as const;

export interface NodeAddress {
  goalId: string;
  positions: string[];
}

const POSITION = /^[0-9A-Za-z]{1,40}$/;
const LEVEL_LETTERS = ['s', 't', 'm'] as const;
// At most 11 characters, so never a fractional position (those starting s, t or m are longer).
const PLAN_KEY = /^([stm])[0-9a-z]{1,10}$/;

/** A new node's key at a level (1 subgoal, 2 task, 3 microtask) from the goal's key counter. */
export function planNodeKey(level: 1 | 2 | 3, n: number): string {
  return `${LEVEL_LETTERS[level - 1]}${n.toString(36)}`;
}

export function nodeSk({ goalId, positions }: NodeAddress): string {
  return [`${GOAL_PREFIX}${goalId}`, ...positions].join('#');
}

export const nodeKey = (userId: string, address: NodeAddress): Key => ({ pk: userPk(userId), sk: nodeSk(address) });

export const goalKey = (userId: string, goalId: string): Key => nodeKey(userId, { goalId, positions: [] });

export function nodeId({ goalId, positions }: NodeAddress): string {
  return [goalId, ...positions].join('.');
}

/** The node an id names, or null when the id cannot be one of ours at that depth. */
export function parseNodeId(id: string, depth: Depth): NodeAddress | null {
  const [goalId = '', ...positions] = id.split('.');
  if (!isUlid(goalId)) return null;
  const planKey = depth > 0 && positions.length === 1 ? PLAN_KEY.exec(positions[0]!) : null;
  if (planKey) return planKey[1] === LEVEL_LETTERS[depth - 1] ? { goalId, positions } : null;
  if (positions.length !== depth) return null;
  return positions.every((p) => POSITION.test(p)) ? { goalId, positions } : null;
}

export function addressOfSk(sk: string): NodeAddress {
  const [goalPart = '', ...positions] = sk.split('#').slice(1);
  return { goalId: goalPart, positions };
}

/**
 * The public id, the parent's id and the depth of the node a sort key names, with plain string
 * operations: this runs once per item on every dashboard read.
 */
export function nodeOfSk(sk: string): { id: string; parentId: string; depth: number } {
  const id = sk.slice(GOAL_PREFIX.length).replaceAll('#', '.');
  let depth = 0;
  for (let dot = id.indexOf('.'); dot >= 0; dot = id.indexOf('.', dot + 1)) depth++;
  return { id, parentId: id.slice(0, Math.max(id.lastIndexOf('.'), 0)), depth };
}

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

/** Before the minute keys: one schedule partition per UTC day, read behind a cursor (data/legacy-schedule.ts). */
export const legacyDuePk = (utcDay: string) => `DUE#${utcDay}`;
export const LEGACY_CURSOR_KEY: Key = { pk: 'JOB#CHECKINS', sk: 'CURSOR' };

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
