import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_KINDS } from '../../../src/data/items/all-kinds.ts';
import type { KeyShape } from '../../../src/data/items/item-kind.ts';
import * as keys from '../../../src/data/keys.ts';

// ARCHITECTURE.md's key table is the item kinds' shapes (functions/src/data/items/), and every
// key the builders make has one of those shapes.

const ITEMS_DIR = new URL('../../../src/data/items/', import.meta.url).pathname;
const ARCHITECTURE = new URL('../../../../ARCHITECTURE.md', import.meta.url).pathname;
const HEADER = '| pk | sk | item | TTL |';

const code = (pattern: string) => (pattern.includes('`') ? pattern : `\`${pattern}\``);
const rowOf = (shape: KeyShape, expires: boolean) => `| ${code(shape.pk)} | ${code(shape.sk)} | ${shape.about} | ${expires ? 'yes' : ''} |`;

/** The table as the kinds say it. */
const derivedTable = () =>
  [HEADER, '|---|---|---|---|', ...ALL_KINDS.flatMap((kind) => kind.shapes.map((shape) => rowOf(shape, kind.expires)))].join('\n');

/** The table as ARCHITECTURE.md has it: from its header to the first line that is not a row. */
function writtenTable(): string {
  const lines = readFileSync(ARCHITECTURE, 'utf8').split('\n');
  const start = lines.indexOf(HEADER);
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start, end).join('\n');
}

/** A shape as a pattern: `<part>` is any text, `[…]` may be left out, "`A` or `B`" is either. */
function matcher(pattern: string): RegExp {
  const alternatives = pattern.split(' or ').map((part) => part.replaceAll('`', ''));
  const source = alternatives.map((part) => part.split(/(<[^<>]+>|\[|\])/).map((token) => {
    if (token === '[') return '(?:';
    if (token === ']') return ')?';
    return token.startsWith('<') ? '[^#]+' : RegExp.escape(token);
  }).join(''));
  return new RegExp(`^(?:${source.join('|')})$`);
}

const shapesMatching = (key: keys.Key) => ALL_KINDS.flatMap((kind) => kind.shapes)
  .filter((shape) => matcher(shape.pk).test(key.pk) && matcher(shape.sk).test(key.sk));

const UID = '01JZ8A9X7Y6W5V4T3S2R1Q0P9N';
const GID = '01JZ8B0000000000000000000A';
const SLOT = 29_000_123;
/** One key from every builder of keys.ts. */
const builtKeys: Record<string, keys.Key> = {
  profile: keys.profileKey(UID),
  email: keys.emailKey('Someone@Example.com'),
  loginAttempts: keys.loginAttemptsKey('a@b.c', SLOT),
  loginAttemptsFrom: keys.loginAttemptsKey('a@b.c', SLOT, '2001:db8::'),
  deviceAttempts: keys.deviceAttemptsKey('a@b.c', 'dev1', SLOT),
  allDevicesAttempts: keys.allDevicesAttemptsKey('a@b.c', SLOT),
  addressAttempts: keys.addressAttemptsKey('203.0.113.9', SLOT),
  registrations: keys.registrationsKey('203.0.113.9', SLOT),
  tryPlans: keys.tryPlansKey('203.0.113.9', SLOT),
  aiBreakdowns: keys.aiBreakdownsKey(UID, SLOT),
  linkCodesMade: keys.linkCodesMadeKey(UID, SLOT),
  resetRequests: keys.resetRequestsKey('a@b.c', SLOT),
  resetRequestsFrom: keys.resetRequestsFromKey('203.0.113.9', SLOT),
  confirmationMails: keys.confirmationMailsKey(UID, SLOT),
  mailTokenReset: keys.mailTokenKey('hash', 'reset'),
  mailTokenConfirm: keys.mailTokenKey('hash', 'confirm'),
  goal: keys.goalKey(UID, GID),
  node: keys.nodeKey(UID, { goalId: GID, key: keys.planNodeKey(keys.LEVEL.microtask, 42) }),
  done: keys.doneKey(UID, GID, '2026-11-28', 'm1f', 1),
  reflection: keys.reflectionKey(UID, GID),
  settings: keys.settingsKey(UID),
  checkin: keys.checkinKey(UID, GID),
  checkinRound: keys.checkinRoundKey(UID, 'daily', '2026-11-28'),
  due: keys.dueKey('daily', '2026-11-28T09:00:00.000Z', UID),
  dueSnooze: keys.dueKey('snooze', '2026-11-28T09:00:00.000Z', UID, GID),
  dueMinute: keys.dueMinuteKey('2026-11-28T09:00', 3),
  outbox: keys.outboxKey(UID, GID),
  pushOutbox: keys.pushOutboxKey(UID, GID),
  emailOutbox: keys.emailOutboxKey(UID, 'weekly', '2026-11-28'),
  telegramLink: keys.telegramLinkKey('code'),
  telegramChat: keys.telegramChatKey(770_001),
  telegramUpdate: keys.telegramUpdateKey(9_001),
  calendarPointer: keys.calendarPointerKey(UID),
  calendarFeed: keys.calendarFeedKey('hash'),
  userLinkCode: keys.userLinkCodeKey(UID, 'code'),
  userMailToken: keys.userMailTokenKey(UID, 'hash', 'reset'),
};

describe('the key table', () => {
  it('in ARCHITECTURE.md is the one the item kinds make', () => {
    expect(writtenTable()).toBe(derivedTable());
  });

  it('lists every kind defined under data/items', async () => {
    const modules = readdirSync(ITEMS_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !['item-kind.ts', 'all-kinds.ts'].includes(file));
    for (const file of modules) {
      const exported = Object.values(await import(join(ITEMS_DIR, file)) as Record<string, unknown>);
      const kinds = exported.filter((value) => typeof value === 'object' && value !== null && 'shapes' in value);
      expect(kinds.length, file).toBeGreaterThan(0);
      for (const kind of kinds) expect(ALL_KINDS, file).toContain(kind);
    }
  });

  it('has exactly one row for the shape of every key a builder makes', () => {
    for (const [name, key] of Object.entries(builtKeys)) expect(shapesMatching(key), `${name}: ${key.pk} ${key.sk}`).toHaveLength(1);
  });

  it("holds no user's key but their dones' and goal items' between the bounds a check-in round reads in one Query", () => {
    const { from, to } = keys.DONES_AND_GOALS;
    const between = Object.entries(builtKeys).filter(([, key]) => key.pk === keys.userPk(UID) && key.sk >= from && key.sk <= to);
    expect(between.map(([name]) => name).sort()).toEqual(['done', 'goal', 'node']);
  });

  it('has no row that no builder makes', () => {
    const made = new Set(Object.values(builtKeys).flatMap(shapesMatching));
    for (const shape of ALL_KINDS.flatMap((kind) => kind.shapes)) expect(made.has(shape), `${shape.pk} ${shape.sk}`).toBe(true);
  });
});
