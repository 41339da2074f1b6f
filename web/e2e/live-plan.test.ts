import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { a11yViolations } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { chooseStep, renameStep, stepMenu } from './support/plan-editor.ts';
import { api as apiOf, createGoal, registerAccount, signIn } from './support/seed-account.ts';

// A saved plan that lives: ticking, editing, undoing a breakdown, a check-in reply that acts and
// a daily habit, in Chromium against the real local server (its own check-in timer), on a phone.
const stack = withBrowserStack(inject('webDist'));

const api = <T>(session: AuthResponse, method: string, path: string, body?: unknown) => apiOf<T>(stack.server.url, session, method, path, body);

/** The next whole minute in UTC, "HH:MM": the local server's timer writes the check-in then. */
function nextMinute(): string {
  return new Date(Date.now() + 60_000).toISOString().slice(11, 16);
}

/** axe finds nothing, of any impact, in the state the page is in (after any fade). */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
}

const nextBite = (page: Page) => page.getByRole('region', { name: 'Next bite' });
const goalCardBites = (page: Page) => page.locator('.progress-bites').first();
const editor = (page: Page) => page.getByRole('region', { name: /^Edit plan:/ });

async function editThePlan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit plan' }).click();
  await editor(page).waitFor();
  await renameStep(page, 'Microtask 1.1.2', 'Run 4 km');
  await page.getByRole('button', { name: 'Add microtask · bite to Task 1.2' }).click();
  const added = page.getByRole('textbox', { name: 'Microtask 1.2.2', exact: true });
  await added.fill('Stretch');
  await added.press('Enter');
  await chooseStep(page, 'Microtask 1.2.2', 'How often');
  await page.getByRole('combobox', { name: 'How often: Microtask 1.2.2' }).selectOption('day');
  await page.getByRole('spinbutton', { name: 'Times: Microtask 1.2.2' }).fill('5');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await chooseStep(page, 'Microtask 1.2.2', 'Move up');
  await chooseStep(page, 'Microtask 1.2.2', 'Delete');
  await expectAxeClean(page, 'the plan editor');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await page.getByRole('button', { name: 'Edit plan' }).waitFor();
}

async function planAsEdited(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Edit plan' }).click();
  const plan = editor(page);
  await stepMenu(page, 'Microtask 1.1.1').waitFor();
  const titles = await plan.locator('.plan-bite .step-title').allTextContents();
  await chooseStep(page, 'Microtask 1.2.1', 'How often');
  expect(await page.getByRole('combobox', { name: 'How often: Microtask 1.2.1' }).inputValue()).toBe('day');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit plan' }).waitFor();
  return titles;
}

describe('a live plan in Chromium', () => {
  it('ticks, edits, undoes a breakdown, acts on a check-in reply and counts a daily habit once a day', async () => {
    const session = await registerAccount(stack.server.url, 'live-plan@example.com', 'correct horse battery');
    const goal = await createGoal(stack.server.url, session, 'Run a 10K');
    const context = await stack.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: stack.server.url });
    await signIn(context, session);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`/dashboard?goal=${encodeURIComponent(goal.id)}`);

    // One bite ticked moves the bar.
    await nextBite(page).getByText('Run 2 km').waitFor();
    expect(await goalCardBites(page).textContent()).toContain('0 of 3 bites');
    await nextBite(page).getByRole('button', { name: 'Mark as Done' }).click();
    await expect.poll(() => goalCardBites(page).textContent()).toContain('1 of 3 bites');

    // Rename, add (a daily habit), reorder and delete; a reload keeps it.
    await editThePlan(page);
    await page.reload();
    expect(await planAsEdited(page)).toEqual(['Run 2 km', 'Run 4 km', 'Stretch']);

    // A breakdown undone brings the plan back as it was.
    await nextBite(page).getByText('Run 4 km').waitFor();
    await nextBite(page).getByRole('button', { name: 'Too big? Break it down' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Breakdown undone').first().waitFor();
    await page.reload();
    expect(await planAsEdited(page)).toEqual(['Run 2 km', 'Run 4 km', 'Stretch']);

    // The local server's own check-in timer writes the check-in; "done" marks the current step.
    // The check-in time is set only now, so the round names the step current after the edits
    // (a round written mid-breakdown would name a step the undo removed).
    await api(session, 'PUT', '/users/me/settings', {
      timezone: 'UTC',
      checkin_time: nextMinute(),
      weekly_day: 0,
      weekly_time: '10:00',
      paused: false,
    });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Check-in' }).waitFor();
          await page.getByText('Loading your check-in...').waitFor({ state: 'detached' });
          return page.getByLabel('Your answer').count();
        },
        { timeout: 150_000, interval: 5_000 },
      )
      .toBe(1);
    await expectAxeClean(page, 'the check-in card');
    await page.getByLabel('Your answer').fill('done');
    await page.getByRole('button', { name: 'Send Answer' }).click();
    await nextBite(page).getByText('Stretch').waitFor();

    // The daily habit: one tick counts, a second the same day changes nothing.
    await nextBite(page).getByText('0 of 5').waitFor();
    await nextBite(page).getByRole('button', { name: 'Mark as Done' }).click();
    await page.getByText('Every bite of Run a 10K is eaten.', { exact: false }).waitFor();
    await expectAxeClean(page, 'a finished goal');
    const dashboard = await api<Dashboard>(session, 'GET', `/users/${session.user.id}/dashboard`);
    const stretch = dashboard.goals[0]?.subgoals[0]?.tasks[1]?.microtasks[0];
    expect([stretch?.title, stretch?.completions, stretch?.streak]).toEqual(['Stretch', 1, 1]);
    const again = await page.evaluate(async (id) => {
      const response = await fetch(`/api/microtasks/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ status: 'done' }),
      });
      return response.json() as Promise<unknown>;
    }, stretch?.id ?? '');
    expect(again).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1 });

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
