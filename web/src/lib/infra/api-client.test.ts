import { describe, expect, it, vi } from 'vitest';
import { User } from '@cakewalk/shared/schemas/account/user.ts';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { USER } from '../../../test/fixtures.ts';
import { ApiError, NETWORK_FAILED, apiCall, apiCallWithHeaders, setUnauthorizedHandler } from './api-client.ts';

describe('apiCall', () => {
  it('puts /api before the route table path and sends the stored token as a bearer', async () => {
    localStorage.setItem('token', 'abc');
    const api = mockApi({ 'GET /api/users/me': { body: USER } });

    const user = await apiCall('get-me', { schema: User, fallback: 'x' });

    expect(user).toEqual(USER);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('fills path parameters and the query string', async () => {
    localStorage.setItem('token', 'abc');
    const api = mockApi({ 'DELETE /api/goals/g%201': { body: { ok: true } } });

    await apiCall('delete-goal', { params: { id: 'g 1' }, schema: Ok, fallback: 'x' });

    expect(api.calls[0]?.path).toBe('/api/goals/g%201');
    expect(api.calls[0]?.method).toBe('DELETE');
  });

  it('sends no token to login, even when one is stored', async () => {
    localStorage.setItem('token', 'old');
    const api = mockApi({ 'POST /api/auth/login': { body: { token: 't', user: USER } } });

    await apiCall('login', { body: { email: 'a@b.co', password: 'secret' }, schema: { parse: (d) => d }, fallback: 'x' });

    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(api.calls[0]?.body).toEqual({ email: 'a@b.co', password: 'secret' });
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it("turns the server's {error} into the error's message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Wrong email or password' } } });

    const failure = apiCall('login', { body: {}, schema: Ok, fallback: 'Login failed' });

    await expect(failure).rejects.toEqual(new ApiError(401, 'Wrong email or password'));
  });

  it('uses the fallback text when the server sends no error text', async () => {
    mockApi({ 'POST /api/auth/register': { status: 500 } });

    await expect(apiCall('register', { body: {}, schema: Ok, fallback: 'Signup failed' })).rejects.toThrow(
      'Signup failed',
    );
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(apiCall('get-me', { schema: User, fallback: 'Could not load' })).rejects.toEqual(
      new ApiError(0, NETWORK_FAILED),
    );
  });

  it('a 401 on a signed-in route removes the token and the user and hands over to the login redirect', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify(USER));
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    mockApi({ 'GET /api/users/me': { status: 401, body: { error: 'Session expired' } } });

    await expect(apiCall('get-me', { schema: User, fallback: 'x' })).rejects.toThrow('Session expired');

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('a late 401 for a token that has since been replaced leaves the newer session alone', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify(USER));
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    mockApi({
      'GET /api/users/me': () => {
        // A new sign-in lands while the old token's call is still on its way.
        localStorage.setItem('token', 'new');
        return { status: 401, body: { error: 'Session expired' } };
      },
    });

    await expect(apiCall('get-me', { schema: User, fallback: 'x' })).rejects.toThrow('Session expired');

    expect(localStorage.getItem('token')).toBe('new');
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a 401 from login is a failed login, not a sign-out', async () => {
    localStorage.setItem('token', 'keep');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Wrong email or password' } } });

    await expect(apiCall('login', { body: {}, schema: Ok, fallback: 'Login failed' })).rejects.toThrow();

    expect(localStorage.getItem('token')).toBe('keep');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('rejects an answer of the wrong shape with the fallback text', async () => {
    localStorage.setItem('token', 'abc');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/users/me': { body: { id: 1 } } });

    await expect(apiCall('get-me', { schema: User, fallback: 'Could not load' })).rejects.toThrow('Could not load');
  });

  it('hands back the response headers with the answer when asked', async () => {
    localStorage.setItem('token', 'abc');
    mockApi({ 'GET /api/users/me': { body: USER, headers: { 'x-next-cursor': 'page-2' } } });

    const { data, headers } = await apiCallWithHeaders('get-me', { schema: User, fallback: 'x' });

    expect(data).toEqual(USER);
    expect(headers.get('x-next-cursor')).toBe('page-2');
  });
});
