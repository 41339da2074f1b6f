import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { TokenResponse } from '@cakewalk/shared/schemas/account/account.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { expiresIn, newLinkToken } from '../../../src/core/email/link-token.ts';
import { saveMailToken } from '../../../src/data/accounts/mail-tokens.ts';
import { tokenVersionOf } from '../../../src/data/accounts/sessions.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { fromAddress } from '../../support/from-address.ts';
import { storageGate, type StorageCall } from '../../support/storage-gate.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const gate = storageGate();
const { perEmail, perEmailAndAddress, perAddress, perDevice } = ABUSE_LIMITS.login;
const TOO_MANY = 'Too many failed attempts. Please wait 15 minutes and try again.';

let nextAddress = 0;
/** A loopback address no other test uses (all of 127/8 is this machine on Linux). */
const newAddress = () => {
  nextAddress += 1;
  return `127.0.${2 + Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};
/** A client of its own, from a new address. */
const newClient = () => fromAddress(stack.api, newAddress());
type Client = ReturnType<typeof newClient>;
const login = (from: Client, email: string, password: string, device_token?: string) =>
  from<AuthResponse>('POST', '/auth/login', { email, password, device_token });
const signedIn = async (token: string) => (await client(stack.api, token)('GET', '/users/me')).status;
const NEW_PASSWORD = 'a brand new passphrase';

describe('a password change and the logins in flight', () => {
  const changeOf = (user: TestUser) => user.call<TokenResponse>('PUT', '/users/me/password', { current_password: user.password, new_password: NEW_PASSWORD });
  /** A reset by email, from a link as request-password-reset stores it (the email itself is tested in email.test.ts). */
  const resetOf = async (user: TestUser) => {
    const { token, hash } = newLinkToken();
    const version = await tokenVersionOf(user.id);
    await saveMailToken(hash, 'reset', { user_id: user.id, email: user.email.toLowerCase(), token_version: version ?? 0, expires_at: expiresIn(new Date(), 60_000) });
    return client(stack.api)<TokenResponse>('POST', '/auth/password-reset/confirm', { token, new_password: NEW_PASSWORD });
  };

  it('leaves no token from the old password working, with logins racing the change from many clients', async () => {
    const user = await signUp(stack.api);
    const logins = Array.from({ length: 12 }, () => login(newClient(), user.email, user.password));
    const changed = await changeOf(user);
    const replies = await Promise.all(logins);
    expect(changed.status).toBe(200);
    for (const reply of replies) {
      expect([200, 401]).toContain(reply.status);
      if (reply.status === 200) expect(await signedIn(reply.body.token)).toBe(401);
    }
    expect(await signedIn(changed.body.token)).toBe(200);
    expect((await login(newClient(), user.email, NEW_PASSWORD)).status).toBe(200);
  });

  // A login checks the hash, reads the token version, confirms the hash is still stored, then
  // issues. The change is run whole while the login is held at each of those reads and writes.
  const loginSteps: Array<[string, (call: StorageCall, user: TestUser) => boolean]> = [
    ['reading the token version', (call, user) => call.command === 'GetItemCommand' && call.pk === `USER#${user.id}` && call.names.includes('token_version')],
    ['confirming the password it checked', (call, user) => call.command === 'UpdateItemCommand' && call.pk === `EMAIL#${user.email.toLowerCase()}`],
  ];
  const newPasswords: Array<[string, (user: TestUser) => Promise<{ status: number; body: TokenResponse }>]> = [
    ['changes', changeOf],
    ['is reset by email', resetOf],
  ];
  for (const [step, matches] of loginSteps) for (const [how, newPassword] of newPasswords) {
    it(`ends the session of a login held at ${step} while the password ${how}`, async () => {
      const user = await signUp(stack.api);
      const held = gate.holdNext((call) => matches(call, user));
      const inFlight = login(newClient(), user.email, user.password);
      await held.reached;
      const changed = await newPassword(user);
      expect(changed.status).toBe(200);
      held.release();
      const reply = await inFlight;
      if (reply.status === 200) expect(await signedIn(reply.body.token)).toBe(401);
      else expect(reply).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
      expect(await signedIn(changed.body.token)).toBe(200);
    });
  }
});

describe('password checks on signed-in routes', () => {
  it('PUT /users/me/password: 10 wrong give 429, and the right one after them changes nothing', async () => {
    const user = await signUp(stack.api);
    const thief = newClient();
    const wrong = await Promise.all(Array.from({ length: 12 }, (_, i) => thief('PUT', '/users/me/password',
      { current_password: `guess ${i} of many`, new_password: NEW_PASSWORD }, { authorization: `Bearer ${user.token}` })));
    expect(wrong.filter((reply) => reply.status === 403).length).toBeLessThanOrEqual(perEmailAndAddress);
    expect(wrong.every((reply) => reply.status === 403 || reply.status === 429)).toBe(true);
    while ((await thief('PUT', '/users/me/password', { current_password: 'one more guess', new_password: NEW_PASSWORD }, { authorization: `Bearer ${user.token}` })).status === 403);
    const right = await thief('PUT', '/users/me/password', { current_password: user.password, new_password: NEW_PASSWORD }, { authorization: `Bearer ${user.token}` });
    expect(right).toMatchObject({ status: 429, body: { error: TOO_MANY } });
    expect(await signedIn(user.token)).toBe(200);
    expect((await login(newClient(), user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('DELETE /users/me: 10 wrong give 429, and the account stays', async () => {
    const user = await signUp(stack.api);
    const thief = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) {
      expect((await thief('DELETE', '/users/me', { password: `guess ${i} of many` }, { authorization: `Bearer ${user.token}` })).status).toBe(403);
    }
    const right = await thief('DELETE', '/users/me', { password: user.password }, { authorization: `Bearer ${user.token}` });
    expect(right).toMatchObject({ status: 429, body: { error: TOO_MANY } });
    expect(await signedIn(user.token)).toBe(200);
  });

  it('shares the count with the login form: guesses at both add up', async () => {
    const user = await signUp(stack.api);
    const thief = newClient();
    for (let i = 0; i < perEmailAndAddress / 2; i++) expect((await login(thief, user.email, `login guess ${i}`)).status).toBe(401);
    for (let i = 0; i < perEmailAndAddress / 2; i++) {
      expect((await thief('DELETE', '/users/me', { password: `delete guess ${i}` }, { authorization: `Bearer ${user.token}` })).status).toBe(403);
    }
    expect((await login(thief, user.email, user.password)).status).toBe(429);
  });
});

describe('device tokens', () => {
  /** Strangers at five addresses use up everything the email allows from anywhere. */
  async function lockedOut(user: TestUser): Promise<void> {
    for (let a = 0; a < perEmail / perEmailAndAddress; a++) {
      const stranger = newClient();
      for (let i = 0; i < perEmailAndAddress; i++) expect((await login(stranger, user.email, `stranger ${a} guess ${i}`)).status).toBe(401);
    }
  }

  it('let the owner\'s own browser in while strangers at five addresses have locked the email', async () => {
    const user = await signUp(stack.api);
    const home = newClient();
    const first = await login(home, user.email, user.password);
    expect(first.body.device_token).toEqual(expect.any(String));
    await lockedOut(user);

    expect(await login(newClient(), user.email, user.password)).toMatchObject({ status: 429, body: { error: TOO_MANY } });
    const withDevice = await login(newClient(), user.email, user.password, first.body.device_token);
    expect(withDevice.status).toBe(200);
    expect(await signedIn(withDevice.body.token)).toBe(200);
    // The device token from signing up works as well, and each sign-in hands out a fresh one.
    expect((await login(home, user.email, user.password, withDevice.body.device_token)).status).toBe(200);
  });

  it('open no other account, and one that is not ours opens nothing', async () => {
    const [owner, victim] = [await signUp(stack.api), await signUp(stack.api)];
    const ownDevice = (await login(newClient(), owner.email, owner.password)).body.device_token;
    await lockedOut(victim);
    const forged = `${ownDevice.slice(0, -4)}AAAA`;
    for (const token of [ownDevice, forged, owner.token, 'not a token']) {
      expect((await login(newClient(), victim.email, victim.password, token)).status, token).toBe(429);
    }
  });

  it('are locked on their own after 10 failures with them', async () => {
    const user = await signUp(stack.api);
    const { device_token } = (await login(newClient(), user.email, user.password)).body;
    const from = newClient();
    for (let i = 0; i < perDevice; i++) expect((await login(from, user.email, `typo number ${i}`, device_token)).status).toBe(401);
    expect((await login(from, user.email, user.password, device_token)).status).toBe(429);
    expect((await login(newClient(), user.email, user.password)).status).toBe(200);
  });
});

describe('made-up emails from one client', () => {
  const madeUp = (i: number) => `nobody.${i}.${Date.now()}@example.com`;

  it('get 429 when one client floods with 20 at once, while a real login from elsewhere goes through', async () => {
    const user = await signUp(stack.api);
    const address = newAddress();
    const flooder = fromAddress(stack.api, address);
    // The flood's first check is held in its line, so the line fills and stays full.
    const held = gate.holdNext((call) => call.pk === `LOGINFROM#${address}`);
    const flood = Array.from({ length: 20 }, (_, i) => login(flooder, madeUp(i), 'whatever it is'));
    await held.reached;
    const places = ABUSE_LIMITS.passwordHashing.perAddress;
    const answered: number[] = [];
    await new Promise<void>((resolve) => {
      for (const reply of flood) {
        void reply.then(({ status }) => {
          answered.push(status);
          if (answered.length === flood.length - places) resolve();
        });
      }
    });
    expect(answered).toEqual(Array(flood.length - places).fill(429));
    expect((await login(newClient(), user.email, user.password)).status).toBe(200);

    held.release();
    const statuses = (await Promise.all(flood)).map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array(places).fill(401), ...Array(flood.length - places).fill(429)]);
  });

  it(`are bounded per address: ${perAddress} failures in 15 minutes, whatever the emails, then 429 for any email`, async () => {
    const user = await signUp(stack.api);
    const prober = newClient();
    for (let i = 0; i < perAddress; i++) expect((await login(prober, madeUp(i), 'whatever it is')).status).toBe(401);
    expect((await login(prober, madeUp(perAddress), 'whatever it is')).status).toBe(429);
    expect((await login(prober, user.email, user.password)).status).toBe(429);
    expect((await login(newClient(), user.email, user.password)).status).toBe(200);
  });
});
