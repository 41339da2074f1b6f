import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { CalendarFeed, TokenResponse } from '@cakewalk/shared/schemas/account/account.ts';
import type { PushSubscribed } from '@cakewalk/shared/schemas/channels/push.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { expiresIn, newLinkToken } from '../../../src/core/email/link-token.ts';
import { saveMailToken } from '../../../src/data/accounts/mail-tokens.ts';
import { tokenVersionOf } from '../../../src/data/accounts/sessions.ts';
import { getPushSubscriptions } from '../../../src/data/checkins/push-subscriptions.ts';
import { scanPages } from '../../../src/data/store.ts';
import { userOfChat } from '../../../src/data/telegram/chats.ts';
import { peekLinkCode } from '../../../src/data/telegram/link-codes.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { createLink, linkChat } from '../../support/checkin-stack.ts';
import { fromAddress } from '../../support/from-address.ts';
import { withCheckinStack, withPushService } from '../../support/stack-fixture.ts';

const push = withPushService();
const stack = withCheckinStack();

let nextChat = 3_600_000;
let nextAddress = 0;
const newClient = () => fromAddress(stack.api, `127.0.${60 + Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`);
const NEW_PASSWORD = 'a brand new passphrase';
const feedStatus = async (url: string) => (await fetch(`${stack.api.replace(/\/api$/, '')}${url}`)).status;

/** What an intruder with a session sets up: a linked chat, a push device, a calendar feed, a spare link code and a device token. */
async function intruderWaysIn(user: TestUser) {
  const chat = await linkChat(stack, user, ++nextChat);
  const device = await user.call<PushSubscribed>('POST', '/users/me/push', push.device().subscription);
  expect(device.status).toBe(201);
  const feed = await user.call<CalendarFeed>('POST', '/users/me/calendar');
  const spare = await createLink(user);
  const signIn = await client(stack.api)<AuthResponse>('POST', '/auth/login', { email: user.email, password: user.password });
  return { chat, feedUrl: feed.body.url, spareCode: spare.code, deviceToken: signIn.body.device_token };
}

async function expectAllEnded(user: TestUser, token: string, ways: Awaited<ReturnType<typeof intruderWaysIn>>, password: string) {
  const owner = client(stack.api, token);
  expect((await owner<Settings>('GET', '/users/me/settings')).body.telegram_linked).toBe(false);
  expect(await userOfChat(ways.chat.id)).toBeUndefined();
  expect(await getPushSubscriptions(user.id)).toEqual([]);
  expect(await feedStatus(ways.feedUrl)).toBe(404);
  expect(await peekLinkCode(ways.spareCode)).toBeUndefined();
  // The device token is no device now: the email's own limits hold its holder.
  const attacker = newClient();
  for (let i = 0; i < ABUSE_LIMITS.login.perEmailAndAddress; i++) {
    await attacker<AuthResponse>('POST', '/auth/login', { email: user.email, password: `guess ${i}`, device_token: ways.deviceToken });
  }
  expect((await attacker<AuthResponse>('POST', '/auth/login', { email: user.email, password, device_token: ways.deviceToken })).status).toBe(429);
}

describe('a new password, or signing out everywhere, ends every way in', () => {
  it('after "sign out everywhere": the chat, push devices, calendar feed, link codes and device tokens', async () => {
    const user = await signUp(stack.api);
    const ways = await intruderWaysIn(user);
    expect((await user.call('DELETE', '/users/me/sessions')).status).toBe(200);
    const again = await client(stack.api)<AuthResponse>('POST', '/auth/login', { email: user.email, password: user.password });
    await expectAllEnded(user, again.body.token, ways, user.password);
  });

  it('after a password change', async () => {
    const user = await signUp(stack.api);
    const ways = await intruderWaysIn(user);
    const changed = await user.call<TokenResponse>('PUT', '/users/me/password', { current_password: user.password, new_password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    await expectAllEnded(user, changed.body.token, ways, NEW_PASSWORD);
  });

  it('after a reset by email', async () => {
    const user = await signUp(stack.api);
    const ways = await intruderWaysIn(user);
    const { token, hash } = newLinkToken();
    await saveMailToken(hash, 'reset', { user_id: user.id, email: user.email.toLowerCase(), token_version: (await tokenVersionOf(user.id)) ?? 0, expires_at: expiresIn(new Date(), 60_000) });
    const reset = await client(stack.api)<TokenResponse>('POST', '/auth/password-reset/confirm', { token, new_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    await expectAllEnded(user, reset.body.token, ways, NEW_PASSWORD);
  });
});

describe('device tokens', () => {
  it('share one budget per email: 30 tokens give 30 checked guesses an hour, not 300', async () => {
    const user = await signUp(stack.api);
    const tokens: string[] = [];
    for (let i = 0; i < 31; i++) {
      const signIn = await newClient()<AuthResponse>('POST', '/auth/login', { email: user.email, password: user.password });
      tokens.push(signIn.body.device_token);
    }
    const statuses: number[] = [];
    for (const token of tokens) {
      for (let guess = 0; guess < 2; guess++) {
        statuses.push((await newClient()<AuthResponse>('POST', '/auth/login', { email: user.email, password: `wrong ${guess}`, device_token: token })).status);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(ABUSE_LIMITS.login.allDevices.max);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a signed-in password check', () => {
  it('is counted per account: one account’s wrong guesses never refuse another’s change from the same address', async () => {
    const office = newClient();
    const { perAddress, perEmailAndAddress } = ABUSE_LIMITS.login;
    // More accounts than the address's own login allowance could hold, each using up its own.
    const guessers = await Promise.all(Array.from({ length: Math.ceil(perAddress / perEmailAndAddress) + 1 }, () => signUp(stack.api)));
    const colleague = await signUp(stack.api);
    for (const guesser of guessers) {
      for (let i = 0; i < perEmailAndAddress; i++) {
        const wrong = await office('PUT', '/users/me/password', { current_password: `wrong ${i}`, new_password: NEW_PASSWORD }, { authorization: `Bearer ${guesser.token}` });
        expect(wrong.status).toBe(403);
      }
      const refused = await office('PUT', '/users/me/password', { current_password: guesser.password, new_password: NEW_PASSWORD }, { authorization: `Bearer ${guesser.token}` });
      expect(refused.status).toBe(429);
    }
    const changed = await office('PUT', '/users/me/password', { current_password: colleague.password, new_password: NEW_PASSWORD }, { authorization: `Bearer ${colleague.token}` });
    expect(changed.status).toBe(200);
  });
});

describe('Telegram link codes', () => {
  it(`are live at most ${ABUSE_LIMITS.telegramLinkCodes.perUser} at once: the next gets 429 with the bound in words`, async () => {
    const user = await signUp(stack.api);
    for (let i = 0; i < ABUSE_LIMITS.telegramLinkCodes.perUser; i++) expect((await user.call('POST', '/telegram/link')).status).toBe(201);
    const refused = await user.call('POST', '/telegram/link');
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringContaining(`${ABUSE_LIMITS.telegramLinkCodes.perUser} Telegram links`) } });
  });
});

describe('deleting an account', () => {
  it('removes its link codes and emailed-link records at once', async () => {
    const user = await signUp(stack.api);
    const { code } = await createLink(user);
    const { hash } = newLinkToken();
    await saveMailToken(hash, 'confirm', { user_id: user.id, email: user.email.toLowerCase(), expires_at: expiresIn(new Date(), 60_000) });
    expect((await user.call('DELETE', '/users/me', { password: user.password })).status).toBe(200);
    const left: string[] = [];
    for await (const page of scanPages<{ pk: string }>({})) left.push(...page.map((item) => item.pk));
    expect(left.filter((pk) => pk === `TGLINK#${code}` || pk === `MAILTOKEN#${hash}` || pk.includes(user.id))).toEqual([]);
  });
});
