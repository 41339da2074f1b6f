import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../../test/mock-api.ts';
import { rename, stepMenu } from '../../../../test/plan-editor.ts';
import { currentPath } from '../../../../test/render-app.tsx';
import { BREAKDOWN, EDITOR_TIMEOUT, GOAL_TEXT, generate, saveButton, savedGoal, setup } from '../../../../test/goal-setup-kit.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Goal setup: what the planner says', EDITOR_TIMEOUT, () => {
  it('says "Describe your goal in words." and keeps Generate off for emoji or punctuation alone', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Your goal'), '🏃‍♀️ !!');
    expect(screen.getByText('Describe your goal in words.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Breakdown' })).toBeDisabled();
  });

  it("shows the planner's notice and prefills the due date, which is saved with the goal", async () => {
    const notice = 'This is a starter plan: Cakewalk has no ready-made plan for this kind of goal.';
    const { user, api } = setup({
      'POST /api/ai/goal-breakdown': { body: { ...BREAKDOWN, due_date: '2027-06-01', notice } },
      'POST /api/goals': { status: 201, body: savedGoal() },
    });
    await generate(user);
    expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Due date (optional)')).toHaveValue('2027-06-01');
    await user.click(saveButton());
    expect(await screen.findByText('Goal saved successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')[0]?.body).toMatchObject({ due_date: '2027-06-01' });
  });
});

describe('Goal setup: the due date', EDITOR_TIMEOUT, () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');

  it('offers In a month, In 3 months, In 6 months, Pick a date and No date when the words named none', async () => {
    const { user } = setup();
    await generate(user);
    const chips = within(screen.getByRole('group', { name: 'Quick due dates' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['In a month', 'In 3 months', 'In 6 months', 'Pick a date', 'No date']);
    await user.click(screen.getByRole('button', { name: 'In 3 months' }));
    expect(screen.getByLabelText('Due date (optional)')).toHaveValue(inDays(91));
    expect(screen.getByRole('button', { name: 'In 3 months' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    expect(screen.getByLabelText('Due date (optional)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No date' }));
    expect(screen.getByLabelText('Due date (optional)')).toHaveValue('');
  });

  it('offers no chips when the words named a date', async () => {
    const { user } = setup({ 'POST /api/ai/goal-breakdown': { body: { ...BREAKDOWN, due_date: '2027-06-01' } } });
    await generate(user);
    expect(screen.queryByRole('group', { name: 'Quick due dates' })).not.toBeInTheDocument();
  });

  it('says the date read from the words on top of the plan, in words, with a way to change it', async () => {
    const { user } = setup({ 'POST /api/ai/goal-breakdown': { body: { ...BREAKDOWN, due_date: '2027-01-01' } } });
    await generate(user);
    const line = document.querySelector<HTMLElement>('.plan-due');
    const written = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date('2027-01-01T00:00:00Z'));
    expect(line).toHaveTextContent(`Due ${written}, as read from your goal.`);
    expect(line?.compareDocumentPosition(screen.getByRole('heading', { name: 'Your breakdown' })) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(within(line as HTMLElement).getByRole('button', { name: 'Change date' }));
    const field = screen.getByLabelText('Due date (optional)');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '2027-01-31' } });
    expect(line).toHaveTextContent(/^Due .*31.*2027\.Change$/);
    expect(line).not.toHaveTextContent('as read from your goal');
  });

  it('refuses a past date on the field, and says the server\'s reason there too', async () => {
    const reason = 'The due date has passed. Pick today or a later day.';
    const { user, api } = setup({ 'POST /api/goals': { status: 400, body: { error: reason } } });
    await generate(user);
    const field = screen.getByLabelText('Due date (optional)');
    await user.type(field, inDays(-2));
    await user.click(saveButton());
    expect(field).toHaveAccessibleDescription(reason);
    expect(field).toHaveFocus();
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);

    // Past where the user's settings say, though not yet in this browser: the server's word shows on the field.
    await user.click(screen.getByRole('button', { name: 'In a month' }));
    expect(field).not.toHaveAccessibleDescription(reason);
    await user.click(saveButton());
    await waitFor(() => expect(field).toHaveAccessibleDescription(reason));
  });
});


describe('Goal setup before generating', EDITOR_TIMEOUT, () => {
  it("shows 'Goal Setup', the goal box and a disabled 'Generate Breakdown' while the text is blank", async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Goal Setup' })).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Describe your goal in natural language...');
    expect(box.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Generate Breakdown' })).toBeDisabled();

    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Generate Breakdown' })).toBeDisabled();
    await user.type(box, 'Learn to bake');
    expect(screen.getByRole('button', { name: 'Generate Breakdown' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Confirm & Save' })).not.toBeInTheDocument();
  });

  it("sends the goal and the detail level, and shows a disabled 'Generating...' while it runs", async () => {
    const pending = deferred();
    const { user, api } = setup({ 'POST /api/ai/goal-breakdown': pending.handler });
    await user.click(await screen.findByLabelText('Your goal'));
    await user.paste(GOAL_TEXT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Detail level' }), '1');

    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.body).toEqual({ goal: GOAL_TEXT, detail: 1 });
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    pending.release({ body: BREAKDOWN });
    expect(await screen.findByRole('button', { name: 'Generate Breakdown' })).toBeEnabled();
  });

  it("says 'Failed to generate breakdown' in red when the AI call fails", async () => {
    const { user } = setup({ 'POST /api/ai/goal-breakdown': { status: 502, body: { error: 'The AI provider failed' } } });
    await user.click(await screen.findByLabelText('Your goal'));
    await user.paste(GOAL_TEXT);
    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^Failed to generate breakdown$/);
    expect(error).toHaveClass('form-error');
  });
});


describe('Goal setup save rules', EDITOR_TIMEOUT, () => {
  it("refuses to save without a title, saying so and moving focus to it", async () => {
    const { user, api } = setup();
    await generate(user);
    await user.clear(screen.getByLabelText('Goal title'));

    await user.click(saveButton());

    expect(screen.getByRole('alert')).toHaveTextContent(/^Missing goal title\.$/);
    await waitFor(() => expect(screen.getByLabelText('Goal title')).toHaveFocus());
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it("refuses to save before the user is loaded: 'User not loaded. Please log in again.'", async () => {
    const { user, api } = setup({ 'GET /api/users/me': deferred().handler }, { token: 'test-token' });
    await generate(user);
    await user.click(screen.getByRole('radio', { name: /^Friendly/ }));

    await user.click(saveButton());

    expect(screen.getByRole('alert')).toHaveTextContent(/^User not loaded\. Please log in again\.$/);
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it('refuses a step left without a title', async () => {
    const { user, api } = setup();
    await generate(user);
    await user.click(screen.getByRole('radio', { name: /^Friendly/ }));
    await rename(user, 'Task 1.1', '');

    await user.click(saveButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Every step needs a title.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Task 1.1' })).toHaveFocus());
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it("shows 'Goal saved successfully' and goes to Today after 1000 ms", async () => {
    const { user } = setup({ 'POST /api/goals': { status: 201, body: savedGoal() } });
    await generate(user);
    await user.click(screen.getByRole('radio', { name: /^Friendly/ }));

    await user.click(saveButton());
    const saved = Date.now();

    expect(await screen.findByText('Goal saved successfully')).toHaveClass('form-success');
    expect(currentPath()).toBe('/goal-setup');
    await waitFor(() => expect(currentPath()).toBe('/today'));
    expect(Date.now() - saved).toBeGreaterThanOrEqual(900);
  });

  it("keeps the page and the user's edits after a failed save, showing the server's error", async () => {
    const tooLong = 'The title is too long: at most 200 characters.';
    const { user } = setup({ 'POST /api/goals': { status: 400, body: { error: tooLong } } });
    await generate(user);
    await rename(user, 'Subgoal 1', 'My own slice');
    await user.click(screen.getByRole('radio', { name: /^Friendly/ }));
    // The clock moves on its own, so the page and the user's clicks run as usual, and jumps past
    // the redirect's delay at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(tooLong);
    await vi.advanceTimersByTimeAsync(1200);
    vi.useRealTimers();
    expect(currentPath()).toBe('/goal-setup');
    expect(stepMenu('Subgoal 1')).toHaveAccessibleDescription('My own slice');
    expect(screen.queryByText('Goal saved successfully')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('saves with Ctrl+Enter from within the plan', async () => {
    const { user, api } = setup({ 'POST /api/goals': { status: 201, body: savedGoal() } });
    await generate(user);
    await user.click(stepMenu('Task 1.1'));
    await user.keyboard('{Escape}');

    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Goal saved successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')).toHaveLength(1);
  });

  it("says 'Failed to save goal' when the server gives no error text", async () => {
    const { user } = setup({ 'POST /api/goals': { status: 503 } });
    await generate(user);
    await user.click(screen.getByRole('radio', { name: /^Friendly/ }));

    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save goal$/);
  });
});
