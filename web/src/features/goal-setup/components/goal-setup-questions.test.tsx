import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BREAKDOWN, EDITOR_TIMEOUT, GOAL_TEXT, generate, saveButton, savedGoal, setup, type SetupUser } from '../../../../test/goal-setup-kit.tsx';

const QUESTIONS = [
  { id: 'due', text: 'By when would you like this done?', choices: ['In a month', 'In 3 months', 'No date'] },
  { id: 'obstacle', text: 'What is most likely to get in the way?', choices: ['Short on time', 'Too tired after work'] },
  { id: 'start', text: 'Where are you starting from?', choices: ['Complete beginner', "I've done some before"] },
];
const IF_THEN = { if: 'I get home too tired', then: 'I do the smallest bite on my list' };

async function askFirst(user: SetupUser) {
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

