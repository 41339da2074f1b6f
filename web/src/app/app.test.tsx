import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardFixture, USER } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const signedInApi = () =>
  mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/u1/dashboard': { body: dashboardFixture() },
  });

describe('the guard', () => {
  it.each(['/dashboard', '/profile', '/goal-setup', '/reflections', '/edit-goal/g1'])(
    'sends a visitor with no token from %s to /login',
    async (path) => {
      mockApi({});
      renderApp(path, { session: null });

      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
    },
  );

  it('lets a visitor with a token through, checking only that it exists', async () => {
    signedInApi();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Your Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('the header', () => {
  it('shows Home, Login and Sign Up when signed out', async () => {
    mockApi({});
    renderApp('/', { session: null });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
  });

  it("shows Today, Dashboard, Profile, the user's name and Sign Out when signed in", async () => {
    signedInApi();
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/today');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await within(nav).findByText(USER.name)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('hides the name and Sign Out until the current user is loaded', async () => {
    const api = mockApi({ 'GET /api/users/me': { body: USER } });
    renderApp('/', { session: { token: 'fresh' } });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(await within(nav).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/users/me')[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('Sign Out removes the token and the user and goes to /', async () => {
    signedInApi();
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentPath()).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).queryByText(USER.name)).not.toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('a 401 from any call removes the token and user and goes to /login', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/u1/dashboard': { status: 401, body: { error: 'Session expired' } },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Loading the dashboard failed', expect.anything());
  });
});

describe('an unknown address', () => {
  it('says the page was not found and links home', async () => {
    mockApi({});
    renderApp('/nowhere', { session: null });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('moving between pages', () => {
  it('puts focus on the main region of the new page, as a full load would', async () => {
    mockApi({});
    const { user } = renderApp('/', { session: null });
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
