import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { Counter } from '../../data/limits/counters.ts';
import { inTurn } from '../limits/in-turn.ts';
import { giveBack, spend, type Bound, type Spent } from '../limits/sliding-window.ts';

const { login: bound, passwordHashing } = ABUSE_LIMITS;

const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait 15 minutes and try again.';
const TOO_MANY_AT_ONCE = 'Too many sign-in attempts at once from your address. Please try again in a moment.';

/** Someone trying a password: for which email, from which client address, on which trusted device if any. */
export interface PasswordAttempt {
  email: string;
  address: string;
  /** The id of a valid device token for this email's account (auth/device-tokens.ts). */
  device?: string;
  /** The password a signed-in person gives to change it or delete the account. */
  signedIn?: boolean;
}

/**
 * What an attempt is counted against. A trusted device only against itself: strangers who use
 * up the email's or the address's allowance never lock its owner out. Anyone else against the
 * email from this address, the email from anywhere, and (for a login) this address whatever the
 * email, so a client making up emails is bounded too. Every trusted device of an email shares one
 * budget beyond its own.
 */
function countersOf({ email, address, device, signedIn }: PasswordAttempt): [Counter, Bound][] {
  const window = bound.windowSeconds;
  if (device) {
    return [
      [{ of: 'device-login', email, device }, { max: bound.perDevice, windowSeconds: window }],
      [{ of: 'devices-login', email }, bound.allDevices],
    ];
  }
  const ofEmail: [Counter, Bound][] = [
    [{ of: 'login', email, address }, { max: bound.perEmailAndAddress, windowSeconds: window }],
    [{ of: 'login', email }, { max: bound.perEmail, windowSeconds: window }],
  ];
  // A signed-in person is known by their account: the people behind one office address must not
  // use up each other's checks.
  return signedIn ? ofEmail : [...ofEmail, [{ of: 'address-login', address }, { max: bound.perAddress, windowSeconds: window }]];
}

/** Counts the attempt on every counter at once; if any refuses, the others are given back. */
async function spendAll(attempt: PasswordAttempt): Promise<Spent[]> {
  const outcomes = await Promise.allSettled(countersOf(attempt).map(([counter, limit]) => spend(counter, limit, TOO_MANY_ATTEMPTS)));
  const spent = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) {
    await Promise.all(spent.map(giveBack));
    throw refused.reason;
  }
  return spent;
}

/**
 * Runs a password check as one counted attempt: counted before the check, with one atomic
 * conditional update per counter, so guesses made in parallel get no more checks than the
 * bounds; a right password takes its attempt back, so only failures use the allowance. Answers
 * whether the password was right. Logins and the password a signed-in change or deletion asks
 * for are counted alike.
 */
export async function checkCounted(attempt: PasswordAttempt, check: () => Promise<boolean>): Promise<boolean> {
  const counted = async () => {
    const spent = await spendAll(attempt);
    const right = await check();
    if (right) await Promise.all(spent.map(giveBack));
    return right;
  };
  // A trusted device waits in no client address's line: a flood from its address never holds it.
  if (attempt.device) return counted();
  return inTurn(`password-check#${attempt.address}`, passwordHashing.perAddress, TOO_MANY_AT_ONCE, counted);
}
