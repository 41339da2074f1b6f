import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it('has an email field, a password field, both required, and a Login button', async () => {
    mockApi({});
    renderApp('/login', { session: null });

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('stores the token and the user and lands on Today, the home', async () => {
    const api = mockApi({
      'POST /api/auth/login': { body: { token: 'tok-1', user: USER, device_token: 'device-1' } },
      'GET /api/users/me': { body: USER },
      'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    });
    const { user } = renderApp('/login', { session: null });

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/today');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(USER);
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('keeps the device token after signing out and sends it with the next login for that email', async () => {
    const api = mockApi({
      'POST /api/auth/login': { body: { token: 'tok-2', user: USER, device_token: 'device-2' } },
      'GET /api/users/me': { body: USER },
      'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    });
    localStorage.setItem(`device-token:${USER.email}`, 'device-1');
    const { user } = renderApp('/login', { session: null });

    await user.type(await screen.findByLabelText('Email'), ` ${USER.email.toUpperCase()}`);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({ device_token: 'device-1' });
    expect(localStorage.getItem(`device-token:${USER.email}`)).toBe('device-2');
  });

  it("shows the server's error in the error line", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const { user } = renderApp('/login', { session: null });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Login failed' when the server gives no error text", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500 } });
    const { user } = renderApp('/login', { session: null });

    await fillAndSubmit(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/));
  });
});
