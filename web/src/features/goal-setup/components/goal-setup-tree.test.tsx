import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose, menuItem, nameNew, openSlice, rename, sliceToggle, stepMenu } from '../../../../test/plan-editor.ts';
import { EDITOR_TIMEOUT, GOAL_TEXT, generate, saveButton, savedGoal, setup } from '../../../../test/goal-setup-kit.tsx';

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

    expect(screen.getByText('Every weekday for 30 weekdays')).toBeInTheDocument();
    expect(stepMenu('Microtask 1.1.2')).toHaveAccessibleDescription('Run 3 km Every weekday for 30 weekdays');
    await waitFor(() => expect(stepMenu('Microtask 1.1.2')).toHaveFocus());

    await choose(user, 'Microtask 1.1.2', 'How often');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How often: Microtask 1.1.2' }), 'week');
    const perWeek = screen.getByRole('spinbutton', { name: 'Times a week: Microtask 1.1.2' });
    await user.type(perWeek, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('3× a week for 30 weeks')).toBeInTheDocument();
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
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user, api } = setup();
    await generate(user);

    await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));

    await waitFor(() => expect(api.callsTo('POST /api/ai/goal-breakdown')).toHaveLength(2));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a new breakdown replaces one the user has edited, and keeps the edits on Cancel', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
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

