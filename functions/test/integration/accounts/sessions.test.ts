import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { endAllSessions } from '../../../src/core/accounts/sessions.ts';
import { client, signUp } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const ENDED = { status: 401, body: { error: 'Your session has ended. Please sign in again.' } };

describe('ending every session of a user', () => {
  it('turns away every token issued before at once, and the token it answers works', async () => {
    const user = await signUp(stack.api);
    const login = await client(stack.api)<AuthResponse>('POST', '/auth/login', { email: user.email, password: user.password });
    const tokens = [user.token, login.body.token];
    for (const token of tokens) expect((await client(stack.api, token)('GET', '/users/me')).status).toBe(200);

    const fresh = await endAllSessions(user.id);
    for (const token of tokens) expect(await client(stack.api, token)('GET', '/users/me')).toMatchObject(ENDED);
    expect((await client(stack.api, fresh)('GET', '/users/me')).status).toBe(200);

    const again = await client(stack.api)<AuthResponse>('POST', '/auth/login', { email: user.email, password: user.password });
    expect((await client(stack.api, again.body.token)('GET', '/users/me')).status).toBe(200);
  });

  it('keeps tokens issued before token versions working until then', async () => {
    const user = await signUp(stack.api);
    const old = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer('cakewalk')
      .setAudience('cakewalk-app').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(process.env.JWT_SECRET));
    expect((await client(stack.api, old)('GET', '/users/me')).status).toBe(200);
    await endAllSessions(user.id);
    expect(await client(stack.api, old)('GET', '/users/me')).toMatchObject(ENDED);
  });

  it('ends the session of a user who is no longer there', async () => {
    const ghost = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('01ARZ3NDEKTSV4RRFFQ69G5FAV').setIssuer('cakewalk')
      .setAudience('cakewalk-app').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(process.env.JWT_SECRET));
    expect(await client(stack.api, ghost)('GET', '/users/me')).toMatchObject(ENDED);
  });
});
