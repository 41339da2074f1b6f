import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { fromAddress } from '../../support/from-address.ts';
import { metricLines, outputAt } from '../../support/log-lines.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// The local server stands in for API Gateway behind CloudFront, which adds this to every request.
const ORIGIN_SECRET = 'the secret CloudFront adds to every request it sends the API';
const stack = withLocalStack({ ORIGIN_VERIFY_SECRET: ORIGIN_SECRET });

const { perEmailAndAddress, perEmail } = ABUSE_LIMITS.login;
let nextAddress = 10;
/** A client of its own, from an address no other test uses. */
const newClient = () => fromAddress(stack.api, `127.0.0.${++nextAddress}`);
const guess = (call: ReturnType<typeof newClient>, user: TestUser, password = 'not the password') =>
  call<AuthResponse>('POST', '/auth/login', { email: user.email, password });

describe('login attempts', () => {
  it('evaluates at most 10 of a parallel burst of 40 guesses, and the right password past the limit gets 429', async () => {
    const user = await signUp(stack.api);
    const attacker = newClient();
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => guess(attacker, user, `guess number ${i}`)))).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(perEmailAndAddress);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Those beyond the line the address may have waiting were refused at once; the rest were counted.
    while ((await guess(attacker, user)).status === 401);
    const right = await guess(attacker, user, user.password);
    expect(right).toMatchObject({ status: 429, body: { error: 'Too many failed attempts. Please wait 15 minutes and try again.' } });
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('does not let a stranger at one address lock the owner out', async () => {
    const user = await signUp(stack.api);
    const stranger = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) expect((await guess(stranger, user)).status).toBe(401);
    expect((await guess(stranger, user, user.password)).status).toBe(429);
    expect((await guess(newClient(), user, user.password)).status).toBe(200);
  });

  it('counts each attempt it refuses in the LimitsHit metric', async () => {
    const user = await signUp(stack.api);
    const attacker = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) await guess(attacker, user);
    const output = await outputAt('DEBUG', async () => {
      expect((await guess(attacker, user)).status).toBe(429);
      expect((await guess(attacker, user, user.password)).status).toBe(429);
    });
    expect(metricLines(output)).toEqual([expect.objectContaining({ limit: 'login', LimitsHit: 1 }), expect.objectContaining({ limit: 'login', LimitsHit: 1 })]);
  });

  it('stops every address after 50 failures for one email in all', async () => {
    const user = await signUp(stack.api);
    for (let a = 0; a < perEmail / perEmailAndAddress; a++) {
      const client = newClient();
      const replies = await Promise.all(Array.from({ length: perEmailAndAddress }, () => guess(client, user)));
      expect(replies.map((reply) => reply.status)).toEqual(Array(perEmailAndAddress).fill(401));
    }
    expect((await guess(newClient(), user, user.password)).status).toBe(429);
  });

  it('counts failures, not sign-ins: a right password in between takes nothing from the allowance', async () => {
    const user = await signUp(stack.api);
    const owner = newClient();
    for (let i = 0; i < perEmailAndAddress - 1; i++) expect((await guess(owner, user)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await guess(owner, user, user.password)).status).toBe(200);
    expect((await guess(owner, user)).status).toBe(401);
    expect((await guess(owner, user)).status).toBe(429);
  });

  it('takes the client address from the connection, never from a header the client sets', async () => {
    const user = await signUp(stack.api);
    const attacker = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) {
      const reply = await attacker('POST', '/auth/login', { email: user.email, password: 'not it' }, { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.1.0.${i}` });
      expect(reply.status).toBe(401);
    }
    const spoofed = await attacker('POST', '/auth/login', { email: user.email, password: user.password }, { 'x-forwarded-for': '10.9.9.9' });
    expect(spoofed.status).toBe(429);
  });
});

describe('behind CloudFront', () => {
  const viaCloudFront = (viewer: string, secret = ORIGIN_SECRET) => ({ 'cloudfront-viewer-address': viewer, 'x-origin-verify': secret });

  it('counts each viewer by the address CloudFront forwards, not by the edge that connected', async () => {
    const user = await signUp(stack.api);
    const edge = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) {
      expect((await edge('POST', '/auth/login', { email: user.email, password: 'not it' }, viaCloudFront('198.51.100.10:46532'))).status).toBe(401);
    }
    expect((await edge('POST', '/auth/login', { email: user.email, password: user.password }, viaCloudFront('198.51.100.10:46533'))).status).toBe(429);
    // Another viewer behind the same edge, over IPv6 as CloudFront writes it, is not held by the first.
    expect((await edge('POST', '/auth/login', { email: user.email, password: user.password }, viaCloudFront('2001:db8::7:46532'))).status).toBe(200);
  });

  it('believes the viewer address only with the origin secret: a direct caller cannot pick its own', async () => {
    const user = await signUp(stack.api);
    const direct = newClient();
    for (let i = 0; i < perEmailAndAddress; i++) {
      const spoofed = i % 2 === 0 ? { 'cloudfront-viewer-address': `203.0.113.${i}:1234` } : viaCloudFront(`203.0.113.${i}:1234`, 'a guess at the secret');
      expect((await direct('POST', '/auth/login', { email: user.email, password: 'not it' }, spoofed)).status).toBe(401);
    }
    const fresh = await direct('POST', '/auth/login', { email: user.email, password: user.password }, { 'cloudfront-viewer-address': '203.0.113.99:1234' });
    expect(fresh.status).toBe(429);
  });
});

describe('registering', () => {
  const newAccount = (i: number) => ({ name: 'Many', email: `many.${i}.${Date.now()}@example.com`, telegram_id: '@many_accounts', password: 'password123' });

  it(`allows ${ABUSE_LIMITS.register.perAddress} accounts an hour from one address, then 429, counting taken emails too`, async () => {
    const client = newClient();
    const taken = await signUp(stack.api);
    expect((await client('POST', '/auth/register', { ...newAccount(0), email: taken.email })).status).toBe(409);
    for (let i = 1; i < ABUSE_LIMITS.register.perAddress; i++) expect((await client('POST', '/auth/register', newAccount(i))).status).toBe(201);
    const refused = await client('POST', '/auth/register', newAccount(99));
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/Too many new accounts/) } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await newClient()('POST', '/auth/register', newAccount(100))).status).toBe(201);
  });
});
