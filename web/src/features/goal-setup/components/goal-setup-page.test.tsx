import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi, type ApiHandlers } from '../../../../test/mock-api.ts';
import { choose, menuItem, nameNew, openSlice, rename, sliceToggle, stepMenu } from '../../../../test/plan-editor.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';

const BREAKDOWN: Breakdown = {
  goal: 'Run a 10K',
  tone: 'motivational',
  subgoals: [
    {
      title: 'Build a base',
      tasks: [{ title: 'Easy runs', microtasks: [{ title: 'Run 2 km', minutes: 15, repeat: null }, { title: 'Run 3 km', minutes: 20, repeat: null }] }],
    },
    { title: 'Race week', tasks: [{ title: 'Taper', microtasks: [{ title: 'Rest day', minutes: 5, repeat: null }] }] },
  ],
  due_date: null,
  source: 'offline',
};

const GOAL_TEXT = 'I want to run 10 km without stopping by June';

function setup(extra: ApiHandlers = {}, session: { token: string; user?: User } = { token: 'test-token', user: USER }) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'POST /api/ai/goal-questions': { body: { questions: [] } },
    'POST /api/ai/goal-breakdown': { body: BREAKDOWN },
    'GET /api/users/u1/dashboard': { body: { goals: [] } },
    ...extra,
  });
  return { api, ...renderApp('/goal-setup', { session }) };
}

async function generate(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByPlaceholderText('Describe your goal in natural language...'), GOAL_TEXT);
  await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));
  await screen.findByRole('heading', { name: 'Your breakdown' });
}

const saveButton = () => screen.getByRole('button', { name: 'Confirm & Save' });

afterEach(() => {
  vi.useRealTimers();
});

// Tests that show a plan load the editor, a chunk of its own: more than Vitest's 5 s on a busy machine.
const EDITOR_TIMEOUT = { timeout: 20_000 };

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

const QUESTIONS = [
  { id: 'due', text: 'By when would you like this done?', choices: ['In a month', 'In 3 months', 'No date'] },
  { id: 'obstacle', text: 'What is most likely to get in the way?', choices: ['Short on time', 'Too tired after work'] },
  { id: 'start', text: 'Where are you starting from?', choices: ['Complete beginner', "I've done some before"] },
];
const IF_THEN = { if: 'I get home too tired', then: 'I do the smallest bite on my list' };

async function askFirst(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Your goal'), GOAL_TEXT);
  await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));
  const heading = await screen.findByRole('heading', { name: 'A few questions first' });
  // Focus moves to the questions once they are shown; a Tab pressed before that would be undone by it.
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

const question = (text: string) => screen.getByRole('group', { name: text });
const chip = (questionText: string, choice: string) => within(question(questionText)).getByRole('button', { name: choice });

describe('Goal setup asks first', EDITOR_TIMEOUT, () => {
  it('shows each question as chips with a box for own words, and plans from the answers given, leaving out the blank one', async () => {
    const { user, api } = setup({
      'POST /api/ai/goal-questions': { body: { questions: QUESTIONS } },
      'POST /api/ai/goal-breakdown': { body: { ...BREAKDOWN, if_then: IF_THEN } },
      'POST /api/goals': { status: 201, body: savedGoal() },
    });
    const heading = await askFirst(user);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo('POST /api/ai/goal-questions')[0]?.body).toEqual({ goal: GOAL_TEXT });
    expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(0);

    await user.click(chip(QUESTIONS[0]!.text, 'In a month'));
    await user.click(chip(QUESTIONS[0]!.text, 'In 3 months'));
    expect(chip(QUESTIONS[0]!.text, 'In 3 months')).toHaveAttribute('aria-pressed', 'true');
    expect(chip(QUESTIONS[0]!.text, 'In a month')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip(QUESTIONS[1]!.text, 'Short on time'));
    await user.type(within(question(QUESTIONS[1]!.text)).getByLabelText('Or in your own words'), 'My kids need me at night');
    expect(chip(QUESTIONS[1]!.text, 'Short on time')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip(QUESTIONS[2]!.text, 'Complete beginner'));
    await user.click(chip(QUESTIONS[2]!.text, 'Complete beginner'));
    expect(chip(QUESTIONS[2]!.text, 'Complete beginner')).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('heading', { name: 'Your breakdown' });
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.body).toEqual({
      goal: GOAL_TEXT,
      detail: 3,
      answers: [{ id: 'due', answer: 'In 3 months' }, { id: 'obstacle', answer: 'My kids need me at night' }],
    });
    expect(screen.queryByRole('heading', { name: 'A few questions first' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('If')).toHaveValue(IF_THEN.if);
    expect(screen.getByLabelText('Then')).toHaveValue(IF_THEN.then);

    await user.click(saveButton());
    await screen.findByText('Goal saved successfully');
    expect(api.callsTo('POST /api/goals')[0]?.body).toMatchObject({ if_then: IF_THEN });
  });

  it('shows a question with no choices as a box for own words alone, and plans from what was typed', async () => {
    const first = { id: 'first', text: 'What are the first two or three things this will take?', choices: [] };
    const { user, api } = setup({
      'POST /api/ai/goal-questions': { body: { questions: [first] } },
      'POST /api/ai/goal-breakdown': { body: BREAKDOWN },
    });
    await askFirst(user);
    expect(within(question(first.text)).queryAllByRole('button')).toHaveLength(0);
    const box = within(question(first.text)).getByLabelText('In your own words');
    expect(box).toHaveAccessibleDescription('A few words for each, separated by commas');
    await user.type(box, 'sand the hull, buy varnish');
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('heading', { name: 'Your breakdown' });
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.body).toMatchObject({ answers: [{ id: 'first', answer: 'sand the hull, buy varnish' }] });
  });

  it('Skip makes the plan straight away, without answers', async () => {
    const { user, api } = setup({ 'POST /api/ai/goal-questions': { body: { questions: QUESTIONS } } });
    await askFirst(user);
    await user.click(chip(QUESTIONS[0]!.text, 'No date'));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { name: 'Your breakdown' });
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.body).toEqual({ goal: GOAL_TEXT, detail: 3 });
  });

  it('chips are buttons in Tab order that Space and Enter pick, and Enter in a box makes the plan', async () => {
    const { user, api } = setup({ 'POST /api/ai/goal-questions': { body: { questions: QUESTIONS.slice(0, 1) } } });
    await askFirst(user);
    await user.tab();
    expect(chip(QUESTIONS[0]!.text, 'In a month')).toHaveFocus();
    await user.keyboard(' ');
    expect(chip(QUESTIONS[0]!.text, 'In a month')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(chip(QUESTIONS[0]!.text, 'In 3 months')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Or in your own words')).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Your breakdown' });
    expect(api.callsTo('POST /api/ai/goal-breakdown')[0]?.body).toMatchObject({ answers: [{ id: 'due', answer: 'In 3 months' }] });
  });

  it('keeps the answers when the plan fails, says so in the questions, and plans on Make my plan again', async () => {
    let fail = true;
    const { user } = setup({
      'POST /api/ai/goal-questions': { body: { questions: QUESTIONS } },
      'POST /api/ai/goal-breakdown': () => (fail ? { status: 502, body: { error: 'The AI provider failed' } } : { body: BREAKDOWN }),
    });
    await askFirst(user);
    await user.click(chip(QUESTIONS[1]!.text, 'Too tired after work'));
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    const questions = screen.getByRole('region', { name: 'A few questions first' });
    expect(await within(questions).findByRole('alert')).toHaveTextContent(/^Failed to generate breakdown$/);
    expect(chip(QUESTIONS[1]!.text, 'Too tired after work')).toHaveAttribute('aria-pressed', 'true');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('heading', { name: 'Your breakdown' });
  });

  it('plans without questions when they cannot be had, but says why a goal cannot be read', async () => {
    const { user, api } = setup({ 'POST /api/ai/goal-questions': { status: 502, body: { error: 'The AI provider failed' } } });
    await generate(user);
    expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(1);

    const refused = setup({ 'POST /api/ai/goal-questions': { status: 400, body: { error: 'Describe your goal in words.' } } });
    await refused.user.click(screen.getAllByRole('button', { name: 'Generate Breakdown' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Describe your goal in words\.$/);
    expect(refused.api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(0);
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
    await user.type(await screen.findByLabelText('Your goal'), GOAL_TEXT);
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
    await user.type(await screen.findByLabelText('Your goal'), GOAL_TEXT);
    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^Failed to generate breakdown$/);
    expect(error).toHaveClass('form-error');
  });
});

describe('Goal setup breakdown tree', EDITOR_TIMEOUT, () => {
  it('shows the breakdown as a readable tree with the goal as an editable title', async () => {
    const { user } = setup();
    await generate(user);

    expect(screen.getByLabelText('Goal title')).toHaveValue('Run a 10K');
    expect(stepMenu('Subgoal 1')).toHaveAccessibleDescription('Build a base');
    expect(stepMenu('Task 1.1')).toHaveAccessibleDescription('Easy runs');
    expect(stepMenu('Microtask 1.1.2')).toHaveAccessibleDescription('Run 3 km');
    expect(stepMenu('Subgoal 2')).toHaveAccessibleDescription('Race week');
    expect(screen.queryByText(/"subgoals"/)).not.toBeInTheDocument();
  });

  it('shows one slice open at a time, its bites one line each, and focuses the breakdown after Generate', async () => {
    const { user } = setup();
    await generate(user);

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your breakdown' })).toHaveFocus());
    expect(sliceToggle(1)).toHaveAttribute('aria-expanded', 'true');
    expect(sliceToggle(2)).toHaveAttribute('aria-expanded', 'false');
    expect(sliceToggle(2)).toHaveAccessibleName('Subgoal · slice 2 Race week 1 crumb · 1 bite');
    expect(screen.queryByRole('button', { name: 'Task 2.1 actions' })).not.toBeInTheDocument();

    await openSlice(user, 2);
    expect(sliceToggle(1)).toHaveAttribute('aria-expanded', 'false');
    expect(stepMenu('Microtask 2.1.1')).toHaveAccessibleDescription('Rest day');
    expect(screen.queryByRole('button', { name: 'Microtask 1.1.1 actions' })).not.toBeInTheDocument();
  });

  it('shows how often a bite repeats as a chip, only when it is not once', async () => {
    const { user } = setup();
    await generate(user);
    expect(screen.queryByText(/^Every /)).not.toBeInTheDocument();

    await choose(user, 'Microtask 1.1.2', 'How often');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'How often: Microtask 1.1.2' })).toHaveFocus());
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often: Microtask 1.1.2' }), 'weekday');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.getByText('Every weekday · 30 times')).toBeInTheDocument();
    expect(stepMenu('Microtask 1.1.2')).toHaveAccessibleDescription('Run 3 km Every weekday · 30 times');
    await waitFor(() => expect(stepMenu('Microtask 1.1.2')).toHaveFocus());

    await choose(user, 'Microtask 1.1.2', 'How often');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How often: Microtask 1.1.2' }), 'week');
    const perWeek = screen.getByRole('spinbutton', { name: 'Times a week: Microtask 1.1.2' });
    await user.type(perWeek, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('3× a week · 30 weeks')).toBeInTheDocument();
  });

  it('moves a row with focus kept on it, and after a delete puts focus on its neighbour', async () => {
    const { user } = setup();
    await generate(user);

    await choose(user, 'Microtask 1.1.2', 'Move up');
    await waitFor(() => expect(stepMenu('Microtask 1.1.1')).toHaveFocus());
    expect(stepMenu('Microtask 1.1.1')).toHaveAccessibleDescription('Run 3 km');

    await choose(user, 'Microtask 1.1.1', 'Delete');
    await waitFor(() => expect(stepMenu('Microtask 1.1.1')).toHaveFocus());
    expect(stepMenu('Microtask 1.1.1')).toHaveAccessibleDescription('Run 2 km');
  });

  it('Escape while renaming puts the old title back', async () => {
    const { user } = setup();
    await generate(user);
    await choose(user, 'Task 1.1', 'Rename');
    await user.type(screen.getByRole('textbox', { name: 'Task 1.1' }), ' and walks{Escape}');
    expect(stepMenu('Task 1.1')).toHaveAccessibleDescription('Easy runs');
    await waitFor(() => expect(stepMenu('Task 1.1')).toHaveFocus());
  });

  it('preselects the suggested tone, with a sample line in each voice, and offers Confirm & Save', async () => {
    const { user } = setup();
    await generate(user);

    const tones = within(screen.getByRole('group', { name: 'How should your coach talk to you?' })).getAllByRole('radio');
    expect(tones.map((radio) => radio.getAttribute('value'))).toEqual(['friendly', 'strict', 'motivational']);
    expect(screen.getByRole('radio', { name: /^Motivational \(suggested\)/ })).toBeChecked();
    expect(screen.getByText('“Nice work yesterday! Fancy one small step today?”')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('counts the characters against the 2,000 limit and refuses, with the reason, a goal over it', async () => {
    const { user } = setup();
    const box = await screen.findByLabelText('Your goal');
    expect(box).toHaveAccessibleDescription('0 / 2,000 characters');
    await user.click(box);
    await user.paste('a'.repeat(2001));

    expect(box).toHaveValue('a'.repeat(2001));
    expect(box).toHaveAccessibleDescription(/2,001 \/ 2,000 characters: 1 over the limit/);
    expect(screen.getByRole('button', { name: 'Generate Breakdown' })).toBeDisabled();
  });

  it('fills the goal box from an example', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Run a 10K in June without stopping' }));
    expect(screen.getByLabelText('Your goal')).toHaveValue('Run a 10K in June without stopping');
  });

  it('keeps the generated plan through a reload, as a draft in this tab', async () => {
    const first = setup();
    await generate(first.user);
    await rename(first.user, 'Subgoal 1', 'My own slice');
    first.unmount();

    setup();

    expect(await screen.findByRole('button', { name: 'Subgoal 1 actions' })).toHaveAccessibleDescription('My own slice');
    expect(screen.getByLabelText('Your goal')).toHaveValue(GOAL_TEXT);
  });

  it('saves the edited tree: renamed, removed and added steps, the edited title and the user text', async () => {
    const { user, api } = setup({ 'POST /api/goals': { status: 201, body: savedGoal() } });
    await generate(user);

    await user.clear(screen.getByLabelText('Goal title'));
    await user.type(screen.getByLabelText('Goal title'), 'Run my first 10K');
    await rename(user, 'Microtask 1.1.1', 'Jog 1 km');
    await choose(user, 'Microtask 1.1.2', 'Delete');
    await openSlice(user, 2);
    await user.click(screen.getByRole('button', { name: 'Add microtask · bite to Task 2.1' }));
    await nameNew(user, 'Microtask 2.1.2', 'Pack the bag');
    await user.click(screen.getByRole('button', { name: 'Add subgoal · slice' }));
    await nameNew(user, 'Subgoal 3', 'Celebrate');
    await rename(user, 'Task 3.1', 'Plan a party');
    await rename(user, 'Microtask 3.1.1', 'Invite friends');
    await user.click(screen.getByRole('radio', { name: /^Strict/ }));
    await user.click(saveButton());

    expect(await screen.findByText('Goal saved successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')[0]?.body).toEqual({
      user_id: 'u1',
      title: 'Run my first 10K',
      tone: 'strict',
      description: GOAL_TEXT,
      subgoals: [
        { title: 'Build a base', tasks: [{ title: 'Easy runs', microtasks: [{ title: 'Jog 1 km', minutes: 15, repeat: null }] }] },
        { title: 'Race week', tasks: [{ title: 'Taper', microtasks: [{ title: 'Rest day', minutes: 5, repeat: null }, { title: 'Pack the bag' }] }] },
        { title: 'Celebrate', tasks: [{ title: 'Plan a party', microtasks: [{ title: 'Invite friends' }] }] },
      ],
    });
  });

  it("generates again without asking while the breakdown is as the AI made it", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, api } = setup();
    await generate(user);

    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    await waitFor(() => expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(2));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a new breakdown replaces one the user has edited, and keeps the edits on Cancel', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, api } = setup();
    await generate(user);
    await rename(user, 'Microtask 1.1.1', 'Jog 1 km');

    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    expect(confirm).toHaveBeenCalledWith(
      'Generate a new breakdown? It replaces the breakdown below, and your changes to it will be lost.',
    );
    expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(1);
    expect(stepMenu('Microtask 1.1.1')).toHaveAccessibleDescription('Jog 1 km');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    await waitFor(() => expect(stepMenu('Microtask 1.1.1')).toHaveAccessibleDescription('Run 2 km'));
    expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(2);
    // The new breakdown is the AI's again, so the next Generate does not ask.
    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));
    await waitFor(() => expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(3));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not let the last step of a list go, so every level keeps one', async () => {
    const { user } = setup();
    await generate(user);
    expect(await menuItem(user, 'Task 1.1', 'Delete')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await openSlice(user, 2);
    expect(await menuItem(user, 'Microtask 2.1.1', 'Delete')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await choose(user, 'Subgoal 2', 'Delete');
    expect(screen.queryByRole('button', { name: 'Subgoal 2 actions' })).not.toBeInTheDocument();
    expect(await menuItem(user, 'Subgoal 1', 'Delete')).toHaveAttribute('aria-disabled', 'true');
  });
});

function savedGoal() {
  return {
    id: 'g9',
    title: 'Run a 10K',
    description: GOAL_TEXT,
    due_date: null,
    status: 'in_progress',
    tone: 'friendly',
    created_at: '2025-01-02T10:00:00.000Z',
    version: 1,
    snoozed_until: null,
    paused_until: null,
    if_then: null,
    progress: { done: 0, total: 0, percent: 0 },
    pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals: [],
  };
}

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
    await waitFor(() => expect(currentPath()).toBe('/today'), { timeout: 3000 });
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
