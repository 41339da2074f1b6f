import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi, type ApiHandlers } from '../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';

const GOAL = { ...dashboardFixture().goals[1]!, due_date: '2025-06-01' };

function setup(extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/goals/g1': { body: GOAL },
    'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    ...extra,
  });
  return { api, ...renderApp('/edit-goal/g1') };
}

describe('Edit goal', () => {
  it("shows 'Loading...' until the goal is loaded, then its title, description and due date", async () => {
    const pending = deferred();
    setup({ 'GET /api/goals/g1': pending.handler });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();

    pending.release({ body: GOAL });

    expect(await screen.findByLabelText('Title')).toHaveValue('Run a 10K');
    expect(screen.getByLabelText('Description')).toHaveValue('Run a 10K, in my own words');
    expect(screen.getByLabelText('Due date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Due date')).toHaveValue('2025-06-01');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('saves title, description, due date and tone with the token, then opens that goal on the dashboard', async () => {
    const { user, api } = setup({ 'PUT /api/goals/g1': { body: { ...GOAL, title: 'Run a fast 10K' } } });
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Run a fast 10K');
    await user.clear(screen.getByLabelText('Due date'));
    expect(screen.getByRole('radio', { name: /^Friendly/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Strict/ }));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(window.location.search).toBe('?goal=g1');
    const put = api.callsTo('PUT /api/goals/g1')[0];
    expect(put?.body).toEqual({
      title: 'Run a fast 10K',
      description: 'Run a 10K, in my own words',
      due_date: null,
      tone: 'strict',
      if_then: null,
    });
    expect(put?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('changes the if-then plan, and refuses one half alone on the field, sending nothing', async () => {
    const ifThen = { if: 'I get home too tired', then: 'I run 10 minutes' };
    const { user, api } = setup({ 'GET /api/goals/g1': { body: { ...GOAL, if_then: ifThen } }, 'PUT /api/goals/g1': { body: GOAL } });
    expect(await screen.findByLabelText('If')).toHaveValue(ifThen.if);
    await user.clear(screen.getByLabelText('Then'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Fill in both halves of the if-then plan, or leave both empty.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Then')).toHaveFocus());
    expect(api.callsTo('PUT /api/goals/g1')).toHaveLength(0);

    await user.type(screen.getByLabelText('Then'), 'I walk for 5 minutes');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(api.callsTo('PUT /api/goals/g1')[0]?.body).toMatchObject({ if_then: { if: ifThen.if, then: 'I walk for 5 minutes' } });
  });

  it("shows the server's error and stays", async () => {
    const { user } = setup({ 'PUT /api/goals/g1': { status: 400, body: { error: 'due_date: must be a date' } } });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('due_date: must be a date');
    expect(currentPath()).toBe('/edit-goal/g1');
  });

  it("shows 'Update failed' when the server gives no error text", async () => {
    const { user } = setup({ 'PUT /api/goals/g1': { status: 503 } });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Update failed$/);
  });

  it("shows why the goal did not load, and a 'Try again' that loads it, instead of 'Loading...' for good", async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/goals/g1': () => (fail ? { status: 503, body: { error: 'The service is busy right now.' } } : { body: GOAL }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^The service is busy right now\.$/);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('The service is busy right now.');

    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Title')).toHaveValue('Run a 10K');
  });

  it('says so when the goal does not exist (or is not yours)', async () => {
    setup({ 'GET /api/goals/g1': { status: 404, body: { error: 'Goal not found' } } });
    expect(await screen.findByText('This goal does not exist any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
