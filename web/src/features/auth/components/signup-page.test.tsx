import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi } from '../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';

/** A server with a Telegram bot: sign-up asks for a username. */
const WITH_BOT = { 'GET /api/channels': { body: { telegram_available: true } } };

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Baker');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(await screen.findByLabelText('Telegram username (optional)'), '@adabaker');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('Sign-up', () => {
  it('requires name, email (email format) and password, with the shared bounds; Telegram is optional', async () => {
    mockApi(WITH_BOT);
    renderApp('/signup', { session: null });

    const name = await screen.findByLabelText('Name');
    await screen.findByLabelText('Telegram username (optional)');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxLength', String(LIMITS.name.max));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Telegram username (optional)')).not.toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', String(LIMITS.password.min));
  });

  it("says it is creating the account at once, with the button busy, then says 'Registration successful!', stores the token and opens goal setup with a welcome and the browser's time zone", async () => {
    const answer = deferred();
    const api = mockApi({
      ...WITH_BOT,
      'POST /api/auth/register': answer.handler,
      'GET /api/users/me': { body: USER },
      'GET /api/users/u1/dashboard': { body: { goals: [] } },
    });
    const { user } = renderApp('/signup', { session: null });

    await fillAndSubmit(user);

    const busy = screen.getByRole('button', { name: 'Creating your account…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer.release({ status: 201, body: { token: 'tok-new', user: USER, device_token: 'device-new' } });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Goal Setup' }, { timeout: 5_000 })).toBeInTheDocument();
    // One line of welcome, and the wait's words are gone from the page, the live region too.
    expect(await screen.findByText('Welcome, Ada. Your account is ready; your first goal starts here.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Creating your account');
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(currentPath()).toBe('/goal-setup');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Ada Baker',
      email: 'ada@example.com',
      telegram_id: '@adabaker',
      password: 'correct horse',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, 15_000);

  it.each(['/signup', '/login'])('sends a person already signed in from %s to Today', async (path) => {
    mockApi({ 'GET /api/users/me': { body: USER }, 'GET /api/users/u1/dashboard': { body: { goals: [] } }, 'GET /api/users/me/settings': { status: 404, body: { error: 'none' } } });
    renderApp(path, { session: { token: 'test-token' } });

    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/today');
  });

  it("shows the server's error, on the email field when the email is taken", async () => {
    mockApi({ ...WITH_BOT, 'POST /api/auth/register': { status: 409, body: { error: 'This email is already registered' } } });
    const { user } = renderApp('/signup', { session: null });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/signup');
  });

  it('asks for no Telegram username when the server has no bot to link it to, and signs up without one', async () => {
    const api = mockApi({
      'GET /api/channels': { body: { telegram_available: false } },
      'POST /api/auth/register': { status: 201, body: { token: 'new-token', user: USER, device_token: 'device-new' } },
      'GET /api/users/me': { body: USER },
    });
    const { user } = renderApp('/signup', { session: null });
    await user.type(await screen.findByLabelText('Name'), 'Ada Baker');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await waitFor(() => expect(api.callsTo('GET /api/channels')).toHaveLength(1));
    expect(screen.queryByLabelText(/Telegram/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByText('Registration successful!');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({ name: 'Ada Baker', email: 'ada@example.com', telegram_id: '' });
  });

  it('says what each field needs, in plain words on the field, and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp('/signup', { session: null });
    await user.type(await screen.findByLabelText('Email'), 'ada.example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email like name@example.com');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^Use at least 8 characters for your password\./);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it("shows 'Signup failed' when the server gives no error text", async () => {
    mockApi({ ...WITH_BOT, 'POST /api/auth/register': { status: 503 } });
    const { user } = renderApp('/signup', { session: null });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });
});
