import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@cakewalk/shared/schemas/account/account.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const login = (email: string, password: string) => client(stack.api)<AuthResponse>('POST', '/auth/login', { email, password });
const meWith = (token: string) => client(stack.api, token)('GET', '/users/me');

/** A second device: the same account signed in again. */
async function otherDevice(user: TestUser): Promise<string> {
  const reply = await login(user.email, user.password);
  expect(reply.status).toBe(200);
  return reply.body.token;
}

describe('PUT /users/me/password', () => {
  it('with a wrong current password is 403 and changes nothing', async () => {
    const user = await signUp(stack.api);
    const other = await otherDevice(user);
    const reply = await user.call('PUT', '/users/me/password', { current_password: 'not it at all', new_password: 'a new long password' });
    expect(reply).toMatchObject({ status: 403, body: { error: 'That password is not right.' } });
    expect((await meWith(user.token)).status).toBe(200);
    expect((await meWith(other)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, 'a new long password')).status).toBe(401);
  });

  it('refuses a new password out of bounds, or a missing one, with 400', async () => {
    const user = await signUp(stack.api);
    for (const body of [{ current_password: user.password, new_password: 'short' }, { current_password: user.password }, { new_password: 'a new long password' }]) {
      expect((await user.call('PUT', '/users/me/password', body)).status).toBe(400);
    }
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('answers a fresh token; every token issued before is 401 at once, and only the new password signs in', async () => {
    const user = await signUp(stack.api);
    const other = await otherDevice(user);
    const reply = await user.call<TokenResponse>('PUT', '/users/me/password', { current_password: user.password, new_password: 'a new long password' });
    expect(reply.status).toBe(200);
    expect(reply.body.token).toEqual(expect.any(String));
    expect((await meWith(user.token)).status).toBe(401);
    expect((await meWith(other)).status).toBe(401);
    expect((await meWith(reply.body.token)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'a new long password')).status).toBe(200);
  });
});

describe('DELETE /users/me/sessions', () => {
  it('signs out everywhere: the caller\'s token and every other is 401 afterwards; signing in again works', async () => {
    const user = await signUp(stack.api);
    const other = await otherDevice(user);
    expect(await user.call('DELETE', '/users/me/sessions')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await meWith(user.token)).status).toBe(401);
    expect((await meWith(other)).status).toBe(401);
    const fresh = await otherDevice(user);
    expect((await meWith(fresh)).status).toBe(200);
  });
});
