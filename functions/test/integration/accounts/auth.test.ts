import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@cakewalk/shared/schemas/account/user.ts';
import { routeIds, routePath, routes } from '@cakewalk/shared/routes.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const anon = () => client(stack.api);
const newUser = (email: string) => ({ name: 'Bea', email, telegram_id: '123456789', password: 'password123' });

describe('register', () => {
  it('creates an account and answers 201 with a token and the user', async () => {
    const reply = await anon()<AuthResponse>('POST', '/auth/register', newUser('bea@example.com'));
    expect(reply.status).toBe(201);
    expect(reply.body.user).toEqual({ id: expect.any(String), name: 'Bea', email: 'bea@example.com', telegram_id: '123456789', email_confirmed: false });
    const me = await client(stack.api, reply.body.token)<User>('GET', '/users/me');
    expect(me.body).toEqual(reply.body.user);
  });

  it('signs up without a Telegram username, missing or empty, and still checks one that is given', async () => {
    const { telegram_id: _, ...withoutTelegram } = newUser('none@example.com');
    const missing = await anon()<AuthResponse>('POST', '/auth/register', withoutTelegram);
    const empty = await anon()<AuthResponse>('POST', '/auth/register', { ...newUser('empty@example.com'), telegram_id: '' });
    const invalid = await anon()('POST', '/auth/register', { ...newUser('bad@example.com'), telegram_id: '@abc' });
    expect(missing).toMatchObject({ status: 201, body: { user: { telegram_id: '' } } });
    expect(empty).toMatchObject({ status: 201, body: { user: { telegram_id: '' } } });
    expect(invalid).toMatchObject({ status: 400, body: { error: expect.stringContaining('Telegram username') } });
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    await anon()('POST', '/auth/register', newUser('case@example.com'));
    const again = await anon()('POST', '/auth/register', newUser('CASE@Example.com'));
    expect(again).toMatchObject({ status: 409, body: { error: expect.stringContaining('already exists') } });
  });

  it('lets exactly one of ten concurrent sign-ups with one email through', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      anon()('POST', '/auth/register', newUser(i % 2 ? 'race@example.com' : 'RACE@example.com'))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    const login = await anon()('POST', '/auth/login', { email: 'race@example.com', password: 'password123' });
    expect(login.status).toBe(200);
  });
});

describe('login', () => {
  it('signs in with any case of the email', async () => {
    const user = await signUp(stack.api);
    const reply = await anon()<AuthResponse>('POST', '/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(reply.status).toBe(200);
    expect(reply.body.user.id).toBe(user.id);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const user = await signUp(stack.api);
    const wrong = await anon()('POST', '/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await anon()('POST', '/auth/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 429 after 10 failed logins for one email, even with the right password', async () => {
    const user = await signUp(stack.api);
    for (let i = 0; i < 10; i++) {
      expect((await anon()('POST', '/auth/login', { email: user.email, password: `wrong-${i}-pass` })).status).toBe(401);
    }
    const blocked = await anon()('POST', '/auth/login', { email: user.email, password: user.password });
    expect(blocked).toMatchObject({ status: 429, body: { error: expect.any(String) } });
    // The seconds until the first failure leaves the 15-minute window (counted in 15-second slots).
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900 + 15);
  });
});

describe('tokens', () => {
  const secret = () => new TextEncoder().encode(process.env.JWT_SECRET);
  const claims = (sub: string) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('cakewalk').setAudience('cakewalk-app').setIssuedAt();
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(stack.api);
  });

  it('refuses a missing, garbage, alg none, expired or foreign-signed token with 401 {error}', async () => {
    const none = new UnsecuredJWT({}).setSubject(user.id).setIssuer('cakewalk').setAudience('cakewalk-app').setIssuedAt().setExpirationTime('1h').encode();
    const expired = await claims(user.id).setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(secret());
    const foreign = await claims(user.id).setExpirationTime('1h').sign(new TextEncoder().encode('another secret that is long enough!!'));
    const wrongAudience = await claims(user.id).setAudience('someone-else').setExpirationTime('1h').sign(secret());
    for (const token of [undefined, 'garbage', none, expired, foreign, wrongAudience]) {
      const reply = await client(stack.api, token)('GET', '/users/me');
      expect(reply, String(token)).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    }
    const good = await claims(user.id).setExpirationTime('1h').sign(secret());
    expect((await client(stack.api, good)('GET', '/users/me')).status).toBe(200);
  });

  it('refuses a token issued more than a minute in the future, and takes one a few seconds ahead (clock skew)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = (seconds: number) => claims(user.id).setIssuedAt(now + seconds).setExpirationTime(now + seconds + 3600).sign(secret());
    expect(await client(stack.api, await ahead(24 * 3600))('GET', '/users/me')).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect((await client(stack.api, await ahead(90))('GET', '/users/me')).status).toBe(401);
    expect((await client(stack.api, await ahead(20))('GET', '/users/me')).status).toBe(200);
  });

  it('requires a token on every signed-in route of the route table', async () => {
    for (const id of routeIds.filter((r) => routes[r].auth)) {
      const { method } = routes[id];
      const path = routePath(id, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
      const reply = await anon()(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body).toEqual({ error: expect.any(String) });
    }
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400, a body over 64 KB with 413, an unknown route with 404', async () => {
    const user = await signUp(stack.api);
    expect(await user.call('POST', '/goals', '{"user_id": ')).toMatchObject({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    expect(await user.call('POST', '/goals', '')).toMatchObject({ status: 400 });
    expect(await user.call('POST', '/reflections', { content: 'x'.repeat(70_000) })).toMatchObject({ status: 413, body: { error: expect.any(String) } });
    expect(await user.call('GET', '/nope')).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    expect(await user.call('POST', '/users/me')).toMatchObject({ status: 405, body: { error: expect.any(String) } });
  });
});
