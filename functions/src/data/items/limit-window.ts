import * as z from 'zod/mini';
import { itemKind, userPk, type Key } from './item-kind.ts';

// Allowance counters (limits/counters.ts) count uses per slot, a fraction of the bound's window.
// Slot numbers are zero-padded so that one Query reads a run of slots in order, and an old slot
// is never read again (TTL deletion is lazy). A client address is an IPv4 or IPv6 address.

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
/** Questions and plans a visitor asked for from one client address, before any account. */
export const tryPlansKey = (address: string, slot: number): Key => ({ pk: `TRYFROM#${address}`, sk: slotSk('SLOT#', slot) });
export const aiBreakdownsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('AIUSE#', slot) });
export const linkCodesMadeKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('LINKCODES#', slot) });
/** Password reset emails asked for one address, and reset requests from one client address. */
export const resetRequestsKey = (email: string, slot: number): Key => ({ pk: `RESETMAIL#${email.toLowerCase()}`, sk: slotSk('SLOT#', slot) });
export const resetRequestsFromKey = (address: string, slot: number): Key => ({ pk: `RESETFROM#${address}`, sk: slotSk('SLOT#', slot) });
export const confirmationMailsKey = (userId: string, slot: number): Key => ({ pk: userPk(userId), sk: slotSk('CONFIRMMAIL#', slot) });

export const limitWindowKind = /* @__PURE__ */ itemKind({
  name: 'limit window',
  shapes: [
    { pk: 'USER#<uid>', sk: 'CONFIRMMAIL#<slot>', about: "confirmation emails asked for in one slot (an hour's sixtieth)" },
    { pk: 'USER#<uid>', sk: 'AIUSE#<slot>', about: 'AI breakdowns in one slot (a minute)' },
    { pk: 'USER#<uid>', sk: 'LINKCODES#<slot>', about: 'Telegram link codes made in one slot (15 seconds)' },
    { pk: 'LOGINFAIL#<lower email>', sk: 'ALL#<slot>', about: 'login attempts for the email in one slot (15 seconds)' },
    { pk: 'LOGINFAIL#<lower email>', sk: 'FROM#<address>#<slot>', about: 'login attempts for it from one client address' },
    { pk: 'LOGINFAIL#<lower email>', sk: 'DEVICE#<device id>#<slot>', about: "login attempts for it from one trusted device (a device token's id)" },
    { pk: 'LOGINFAIL#<lower email>', sk: 'ANYDEVICE#<slot>', about: 'login attempts for it from all its trusted devices together (a slot is a minute)' },
    { pk: 'LOGINFROM#<address>', sk: 'SLOT#<slot>', about: 'password checks from one client address, whatever the email' },
    { pk: 'REGISTER#<address>', sk: 'SLOT#<slot>', about: 'sign-ups from one client address in one slot (a minute)' },
    { pk: 'RESETMAIL#<lower email>', sk: 'SLOT#<slot>', about: 'password reset emails to the address in one slot' },
    { pk: 'RESETFROM#<address>', sk: 'SLOT#<slot>', about: 'password reset requests from one client address in one slot' },
    { pk: 'TRYFROM#<address>', sk: 'SLOT#<slot>', about: 'questions and plans a visitor asked for on the landing page from one client address in one slot (a minute); only the count, never the words' },
  ],
  expires: true,
  fields: () => ({ sk: z.string(), count: z.optional(z.number()) }),
});
