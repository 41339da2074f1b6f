import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { App } from '../src/app/app.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { USER } from './fixtures.ts';

interface RenderOptions {
  /** Stores a token and this user, as a login would; null stores nothing. */
  session?: { token: string; user?: User } | null;
  /** The router's location state, as a navigate(path, { state }) would leave it. */
  state?: unknown;
}

/** The whole app at `path`, with the app's own fresh cache but no retries, so failures show at once. */
export function renderApp(path: string, { session = { token: 'test-token', user: USER }, state }: RenderOptions = {}) {
  if (session) {
    localStorage.setItem('token', session.token);
    if (session.user) localStorage.setItem('user', JSON.stringify(session.user));
  }
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  window.history.replaceState(state === undefined ? {} : { usr: state, key: 'test', idx: 0 }, '', path);
  const view = render(<App client={client} />);
  // Keystrokes without a timer between them: each wait let the whole page render again, a sixth of
  // the time of the tests that type a goal.
  return { ...view, client, user: userEvent.setup({ delay: null }) };
}

export function currentPath(): string {
  return window.location.pathname;
}
