import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi, type ApiCall, type ApiHandlers, type MockReply } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const GOALS = [
  { id: 'g1', title: 'Run a 10K', status: 'in_progress' },
  { id: 'g2', title: 'Learn Spanish', status: 'todo' },
];

const REFLECTIONS: Reflection[] = [
  { id: 'r2', created_at: '2025-03-02T18:30:00.000Z', goal_id: 'g1', goal_name: 'Run a 10K', content: 'Felt strong today.' },
  { id: 'r1', created_at: '2025-03-01T08:00:00.000Z', goal_id: null, goal_name: null, content: '' },
];

function setup(extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/goals': { body: GOALS },
    'GET /api/reflections': { body: REFLECTIONS },
    ...extra,
  });
  return { api, ...renderApp('/reflections') };
}

const cards = () => within(screen.getByRole('list', { name: 'Reflections' })).getAllByRole('article');

describe('Reflections list', () => {
  it("shows 'Your Reflections' and 'Loading reflections...' until they arrive", async () => {
    const pending = deferred();
    setup({ 'GET /api/reflections': pending.handler });

    expect(await screen.findByRole('heading', { name: 'Your Reflections' })).toBeInTheDocument();
    expect(await screen.findByText('Loading reflections...')).toBeInTheDocument();
    pending.release({ body: REFLECTIONS });
    expect(await screen.findByText('Felt strong today.')).toBeInTheDocument();
  });

  it("shows each reflection's time, 'Goal: ' with the goal or 'N/A', and its content or 'No content'", async () => {
    setup();
    await screen.findByText('Felt strong today.');
    const [first, second] = cards();

    expect(within(first!).getByText('Goal: Run a 10K')).toBeInTheDocument();
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2025-03-02T18:30:00.000Z');
    expect(within(second!).getByText('Goal: N/A')).toBeInTheDocument();
    expect(within(second!).getByText('No content')).toBeInTheDocument();
  });

  it('asks for the newest first by default, for this user', async () => {
    const { api } = setup();
    await screen.findByText('Felt strong today.');

    const query = api.callsTo('GET /api/reflections')[0]?.query;
    expect(query?.get('user_id')).toBe('u1');
    expect(query?.get('sort')).toBe('desc');
    expect(query?.has('goal_id')).toBe(false);
    expect(api.callsTo('GET /api/goals')[0]?.query.get('user_id')).toBe('u1');
  });

  it('offers a Try again that says what failed, and loads on it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = setup({
      'GET /api/reflections': () => (fail ? { status: 503, body: { error: 'Busy' } } : { body: REFLECTIONS }),
    });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('Your reflections could not be loaded.');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Felt strong today.')).toBeInTheDocument();
  });

  it("greets a first-time user with 'No reflections yet' alone, with no filters for what is not there", async () => {
    setup({ 'GET /api/reflections': { body: [] } });
    expect(await screen.findByText(/^No reflections yet\. Write your first one/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Goal' })).toBeNull();
    expect(screen.queryByLabelText('Sort')).toBeNull();
  });

  it("says 'No reflections found for these filters.' when filters find nothing, and keeps the filters", async () => {
    const { user } = setup({ 'GET /api/reflections': (call: ApiCall) => ({ body: call.query.get('goal_id') ? [] : REFLECTIONS }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Goal' }), 'g1');

    expect(await screen.findByText('No reflections found for these filters.')).toBeInTheDocument();
  });

  it('shows why an end date before the start date finds nothing, and asks the server nothing', async () => {
    const { user, api } = setup();
    await screen.findAllByRole('article');
    const asked = api.callsTo('GET /api/reflections').length;

    await user.type(screen.getByLabelText('Start date'), '2025-03-10');
    await user.type(screen.getByLabelText('End date'), '2025-03-01');

    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(api.callsTo('GET /api/reflections').filter((call) => call.query.get('end_date') === '2025-03-01')).toEqual([]);
    expect(api.callsTo('GET /api/reflections').length).toBeGreaterThanOrEqual(asked);
  });

  it('keeps a half-written reflection through a reload', async () => {
    const first = setup();
    await first.user.type(await screen.findByLabelText(/What went well/), 'Half a thought');
    first.unmount();

    setup();

    expect(await screen.findByLabelText(/What went well/)).toHaveValue('Half a thought');
  });
});

const OLDER: Reflection[] = [
  { id: 'r0', created_at: '2025-02-20T12:00:00.000Z', goal_id: null, goal_name: null, content: 'An older one.' },
];

/** Two pages: the first names the second in `x-next-cursor`; `second` answers the second. */
function pagedReflections(second: (call: ApiCall) => MockReply | Promise<MockReply> = () => ({ body: OLDER })) {
  return (call: ApiCall) =>
    call.query.get('cursor') === 'page-2' ? second(call) : { body: REFLECTIONS, headers: { 'x-next-cursor': 'page-2' } };
}

describe('Reflections pages', () => {
  it("shows no 'Load more' when the server sends no next cursor", async () => {
    setup();
    await screen.findByText('Felt strong today.');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("'Load more' asks for the next page with the cursor, from the keyboard, and shows progress", async () => {
    const pending = deferred();
    const { user, api } = setup({ 'GET /api/reflections': pagedReflections(pending.handler) });
    await screen.findByText('Felt strong today.');

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');

    expect(more).toHaveTextContent('Loading more...');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    expect(screen.getByText('Loading more reflections...')).toHaveAttribute('role', 'status');
    const next = api.callsTo('GET /api/reflections')[1]?.query;
    expect(next?.get('cursor')).toBe('page-2');
    expect(next?.get('sort')).toBe('desc');

    pending.release({ body: OLDER });
    expect(await screen.findByText('An older one.')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("turns 'Load more' into a described 'Try again' when the next page fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = setup({
      'GET /api/reflections': pagedReflections(() => (fail ? { status: 503 } : { body: OLDER })),
    });
    await screen.findByText('Felt strong today.');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('More reflections could not be loaded.');
    expect(cards()).toHaveLength(2);

    fail = false;
    await user.click(retry);
    expect(await screen.findByText('An older one.')).toBeInTheDocument();
  });
});

describe('Reflections filters', () => {
  it("offers 'All Goals' and the user's goals, dates, and 'Newest First' / 'Oldest First'", async () => {
    setup();
    const goal = await screen.findByRole('combobox', { name: 'Goal' });
    await waitFor(() => expect(within(goal).getAllByRole('option')).toHaveLength(3));
    expect(within(goal).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Goals',
      'Run a 10K',
      'Learn Spanish',
    ]);
    expect(goal).toHaveValue('');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('End date')).toHaveAttribute('type', 'date');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First']);
    expect(sort).toHaveValue('desc');
  });

  it('sends the chosen goal, dates and sort to the server', async () => {
    const { user, api } = setup();
    const goal = await screen.findByRole('combobox', { name: 'Goal' });
    await waitFor(() => expect(within(goal).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(goal, 'g1');
    await user.type(screen.getByLabelText('Start date'), '2025-03-01');
    await user.type(screen.getByLabelText('End date'), '2025-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');

    await waitFor(() => {
      const query = api.callsTo('GET /api/reflections').at(-1)?.query;
      expect(Object.fromEntries(query ?? [])).toEqual({
        user_id: 'u1',
        goal_id: 'g1',
        start_date: '2025-03-01',
        end_date: '2025-03-31',
        sort: 'asc',
      });
    });
  });
});

describe('Write a reflection', () => {
  it('posts the content and the chosen goal, and the new reflection shows at once', async () => {
    const created: Reflection = {
      id: 'r3',
      created_at: new Date().toISOString(),
      goal_id: 'g2',
      goal_name: 'Learn Spanish',
      content: 'Practised vowels on the bus.',
    };
    const { user, api } = setup({ 'POST /api/reflections': { status: 201, body: created } });
    await screen.findByText('Felt strong today.');
    const form = screen.getByRole('form', { name: 'Write a reflection' });
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3));

    await user.type(within(form).getByRole('textbox'), 'Practised vowels on the bus.');
    await user.selectOptions(within(form).getByRole('combobox'), 'g2');
    await user.click(within(form).getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Practised vowels on the bus.', { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/reflections')[0]?.body).toEqual({
      content: 'Practised vowels on the bus.',
      goal_id: 'g2',
    });
    expect(within(cards()[0]!).getByText('Goal: Learn Spanish')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(within(form).getByRole('textbox')).toHaveValue('');
    expect(api.callsTo('GET /api/reflections')).toHaveLength(1);
    expect(within(form).getByText('Reflection saved')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox'), 'N');
    expect(within(form).queryByText('Reflection saved')).not.toBeInTheDocument();
  });

  it('newest first: the new reflection goes on top even while older pages are still to load', async () => {
    const created: Reflection = { id: 'r5', created_at: new Date().toISOString(), goal_id: null, goal_name: null, content: 'Fresh one.' };
    const { user } = setup({
      'GET /api/reflections': pagedReflections(),
      'POST /api/reflections': { status: 201, body: created },
    });
    await screen.findByText('Felt strong today.');
    const form = screen.getByRole('form', { name: 'Write a reflection' });

    await user.type(within(form).getByRole('textbox'), 'Fresh one.');
    await user.click(within(form).getByRole('button', { name: 'Save Reflection' }));

    await within(form).findByText('Reflection saved');
    expect(within(cards()[0]!).getByText('Fresh one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('oldest first: the new reflection waits for the last page, then ends the list', async () => {
    const created: Reflection = { id: 'r5', created_at: new Date().toISOString(), goal_id: null, goal_name: null, content: 'Fresh one.' };
    const { user } = setup({
      'GET /api/reflections': pagedReflections(),
      'POST /api/reflections': { status: 201, body: created },
    });
    await screen.findByText('Felt strong today.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    await screen.findByRole('button', { name: 'Load more' });
    const form = screen.getByRole('form', { name: 'Write a reflection' });
    const write = async (text: string) => {
      await user.type(within(form).getByRole('textbox'), text);
      await user.click(within(form).getByRole('button', { name: 'Save Reflection' }));
      await within(form).findByText('Reflection saved');
    };

    await write('Fresh one.');
    expect(screen.queryByText('Fresh one.', { selector: 'p' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('An older one.');
    await user.clear(within(form).getByRole('textbox'));
    created.id = 'r6';
    created.content = 'Freshest one.';
    await write('Freshest one.');
    expect(within(cards().at(-1)!).getByText('Freshest one.')).toBeInTheDocument();
  });

  it('sends no goal when none is chosen', async () => {
    const created: Reflection = { id: 'r4', created_at: new Date().toISOString(), goal_id: null, goal_name: null, content: 'Rest day.' };
    const { user, api } = setup({ 'POST /api/reflections': { status: 201, body: created } });
    const form = await screen.findByRole('form', { name: 'Write a reflection' });

    await user.type(within(form).getByRole('textbox'), 'Rest day.');
    await user.click(within(form).getByRole('button', { name: 'Save Reflection' }));

    await waitFor(() => expect(api.callsTo('POST /api/reflections')[0]?.body).toEqual({ content: 'Rest day.', goal_id: null }));
  });

  it("shows the server's error and keeps the text", async () => {
    const { user } = setup({ 'POST /api/reflections': { status: 400, body: { error: 'content: too long' } } });
    const form = await screen.findByRole('form', { name: 'Write a reflection' });
    await user.type(within(form).getByRole('textbox'), 'Something');
    await user.click(within(form).getByRole('button', { name: 'Save Reflection' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('content: too long');
    expect(within(form).getByRole('textbox')).toHaveValue('Something');
  });
});

describe('Reflections edit and delete', () => {
  it('edits a reflection in place, saving only its words, and gives focus back to its Edit button', async () => {
    const { user, api } = setup({
      'PUT /api/reflections/r2': (call) => ({ body: { ...REFLECTIONS[0], content: (call.body as { content: string }).content } }),
    });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const box = within(card).getByLabelText('Edit reflection');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Felt even stronger.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByText('Felt even stronger.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/reflections/r2')[0]?.body).toEqual({ content: 'Felt even stronger.' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('asks before deleting, then removes the reflection from the list', async () => {
    const { user, api } = setup({ 'DELETE /api/reflections/r2': { body: { ok: true } } });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this reflection?' })).getByRole('button', { name: 'Delete reflection' }));

    await waitFor(() => expect(screen.queryByText('Felt strong today.')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/reflections/r2')).toHaveLength(1);
    expect(cards()).toHaveLength(1);
  });

  it("says so when the reflection is gone, and keeps the words being edited", async () => {
    const { user } = setup({ 'PUT /api/reflections/r2': { status: 404, body: { error: 'Reflection not found' } } });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.type(within(card).getByLabelText('Edit reflection'), ' More.');

    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Reflection not found');
    expect(within(card).getByLabelText('Edit reflection')).toHaveValue('Felt strong today. More.');
  });
});

