import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { a11yViolations, overflowsSideways } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { closeMenu, mainNav, path } from './support/navigation.ts';
import { chooseStep, renameStep, stepTitle } from './support/plan-editor.ts';

// A new person's first week, in Chromium against the real local server, on a laptop and on a
// 390x844 phone: every state visited is checked with axe (any impact) for no findings.
const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
type Viewport = typeof DESKTOP | typeof PHONE;

const PASSWORD = 'correct horse battery';
const NETWORK_FAILED = "Can't reach Cakewalk. Check your connection.";

const stack = withBrowserStack(inject('webDist'));

async function checkA11y(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

const liveRegion = (page: Page) => page.locator('.live-region');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function signUpWithoutTelegram(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Noor Baker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  // This server has no Telegram bot, so sign-up asks for no Telegram username.
  await page.getByRole('button', { name: 'Create Account' }).waitFor();
  expect(await page.getByLabel(/Telegram/).count()).toBe(0);
  await checkA11y(page, 'sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A new account starts with its first goal, not an empty dashboard.
  await path(page, '/goal-setup');
}

/** Plans and saves the first goal, one of its bites a daily habit; answers the habit's title. */
async function planAGoal(page: Page): Promise<string> {
  await page.getByLabel('Your goal').fill('Learn to bake sourdough bread in 2 months');
  await page.getByRole('combobox', { name: 'Detail level' }).selectOption('1');
  await page.getByRole('button', { name: 'Generate Breakdown' }).click();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await page.getByRole('heading', { name: 'Your breakdown' }).waitFor();
  const suggested = page.getByRole('radio', { name: /\(suggested\)/ });
  expect(await suggested.isChecked()).toBe(true);
  await renameStep(page, 'Microtask 1.1.1', 'Buy flour, a jar and a scale');
  await chooseStep(page, 'Microtask 1.1.2', 'How often');
  await page.getByRole('combobox', { name: 'How often: Microtask 1.1.2' }).selectOption('day');
  await page.getByRole('spinbutton', { name: 'Times: Microtask 1.1.2' }).fill('30');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  const habit = await stepTitle(page, 'Microtask 1.1.2');
  await page.getByLabel('Goal title').fill('Bake sourdough');
  await checkA11y(page, 'goal setup with a plan');

  // The plan is a draft in this tab: a reload keeps it.
  await page.reload();
  await expect.poll(() => stepTitle(page, 'Microtask 1.1.1')).toBe('Buy flour, a jar and a scale');
  expect(await page.getByLabel('Goal title').inputValue()).toBe('Bake sourdough');
  await page.getByRole('button', { name: 'Confirm & Save' }).click();
  await path(page, '/today');
  return habit;
}

async function nextBiteOnTop(page: Page, viewport: Viewport): Promise<void> {
  const card = page.getByRole('region', { name: 'Next bite' });
  const bite = await card.locator('.next-bite-title').textContent();
  const markDone = card.getByRole('button', { name: 'Mark as Done' });
  const box = await markDone.boundingBox();
  expect(box, 'Mark as Done is laid out').not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0), 'Mark as Done above the fold').toBeLessThanOrEqual(viewport.height);
  await checkA11y(page, 'dashboard after a save');

  await markDone.click();
  await expect.poll(() => liveRegion(page).textContent()).toMatch(/^Marked done\. (Bite done|Crumb eaten|Slice eaten)!/);
  expect(await focusedText(page)).toBe('Mark as Done');
  await expect.poll(() => card.locator('.next-bite-title').textContent()).not.toBe(bite);
}

async function apiCall<T>(page: Page, method: string, route: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const response = await fetch(`${stack.server.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Two more goals beside the one planned: one begun three days ago (brought in from an export, as
 * a goal made today would read "Just started") with one of its two bites done and due today, so it
 * is behind, and one without a date.
 */
async function twoMoreGoals(page: Page): Promise<void> {
  const { id } = await apiCall<{ id: string }>(page, 'GET', '/users/me');
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const plan = (title: string) => [{ title: 'Start', tasks: [{ title: title, microtasks: [{ title: `${title}: one` }, { title: `${title}: two` }] }] }];
  const begun = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  const exported = (subgoals: ReturnType<typeof plan>) =>
    subgoals.map((subgoal) => ({ ...subgoal, status: 'in_progress', tasks: subgoal.tasks.map((task) => ({
      ...task, status: 'in_progress', microtasks: task.microtasks.map((m, index) => ({ ...m, status: index === 0 ? 'done' : 'todo' })),
    })) }));
  await apiCall(page, 'POST', '/users/me/import', {
    format: 'cakewalk-export', version: 1, exported_at: now.toISOString(), user: { name: 'Noor', email: 'noor@example.com' }, settings: null,
    goals: [{ title: 'Run a 10K', description: '', due_date: today, status: 'todo', tone: 'friendly', created_at: begun, subgoals: exported(plan('Run')) }],
    reflections: [], checkins: [],
  });
  await apiCall(page, 'POST', '/goals', { user_id: id, title: 'Learn Spanish', tone: 'friendly', subgoals: plan('Spanish') });
}

/**
 * The start of a minute soon ("HH:MM" in UTC, the browser's and so the account's time zone), for
 * the first check-in: far enough ahead that a busy machine still saves it before it comes. The
 * test runs the check-in job as of it rather than waiting for it.
 */
function soonMinute(): Date {
  return new Date(Math.floor((Date.now() + 120_000) / 60_000) * 60_000);
}

/** Answers the check-in offer with a time soon; answers that time. */
async function checkinOffer(page: Page): Promise<Date> {
  const offer = page.getByRole('region', { name: 'Check in with you every day at 9:00?' });
  await offer.waitFor();
  await page.getByText('Plan saved. Here is your first bite.').waitFor();
  // Right after the first save the first bite's Done is above the fold, on a phone too.
  // Polled, so the rows that load beside the data have settled before it is read.
  const doneBottom = async () => {
    const done = await page.getByRole('button', { name: /^Done: / }).first().boundingBox();
    return (done?.y ?? Infinity) + (done?.height ?? 0);
  };
  await expect.poll(doneBottom, { message: 'the first bite\'s Done above the fold' }).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  await checkA11y(page, 'Today after the first goal, with the check-in offer');
  // Another time: soon, so the first check-ins are written while the test goes on.
  await offer.getByRole('button', { name: 'Another time' }).click();
  const firstCheckin = soonMinute();
  await offer.getByLabel('Check in every day at').fill(firstCheckin.toISOString().slice(11, 16));
  await offer.getByRole('button', { name: 'Check in at this time' }).click();
  // The question names the time chosen once answered, so the answer is found on the page.
  await page.getByText(/^Check-ins are on: every day at \d{1,2}:\d\d\.$/).waitFor();
  return firstCheckin;
}

async function doneWithUndo(page: Page): Promise<void> {
  const done = page.getByRole('button', { name: 'Done: Buy flour, a jar and a scale' });
  await done.click();
  // The celebration sits in the row that did the done, with its Undo.
  const cheer = page.locator('#today-cheer');
  await cheer.getByText(/^(Bite done|Crumb eaten)!/).waitFor();
  await expect.poll(() => liveRegion(page).textContent()).toMatch(/^Marked done\. (Bite done|Crumb eaten)!/);
  await checkA11y(page, 'Today after a done');
  await cheer.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => liveRegion(page).textContent()).toBe('Undone: Buy flour, a jar and a scale is back on your list');
  await done.waitFor();
}

async function habitTickedAndUnticked(page: Page, habit: string): Promise<void> {
  // The box follows the saved state, so it turns once the server has the tick.
  const box = page.getByRole('checkbox', { name: habit });
  await box.click();
  await expect.poll(() => page.locator('.today-habit .habit-state').textContent()).toBe('Every day · Done today · 1-day streak');
  expect(await box.isChecked()).toBe(true);
  await box.click();
  await expect.poll(() => page.locator('.today-habit .habit-state').textContent()).toBe('Every day');
  expect(await box.isChecked()).toBe(false);
}

async function paceRemedyUndone(page: Page): Promise<void> {
  const row = page.getByRole('listitem').filter({ hasText: 'Run a 10K' });
  await row.getByText('Pace 1 bite behind').waitFor();
  await row.getByText('Catch up: 1 bite a day').waitFor();
  await row.getByRole('button', { name: 'Move the due date a week' }).click();
  // Said on the goal's own row, with its Undo, rather than in a toast over the next goal.
  const moved = row.locator('#today-cheer').filter({ hasText: /Due date moved to/ });
  await moved.waitFor();
  await expect.poll(() => row.getByText('Catch up:', { exact: false }).count()).toBe(0);
  await moved.getByRole('button', { name: 'Undo' }).click();
  await row.getByText('Catch up: 1 bite a day').waitFor();
  await moved.waitFor({ state: 'detached' });
}

async function checkinsAnswered(page: Page, firstCheckin: Date): Promise<void> {
  const row = (goal: string) => page.locator('.today-step').filter({ hasText: goal });
  // The job the server's timer runs, as of the chosen minute: the round writes one check-in a goal.
  await stack.server.runCheckins(firstCheckin);
  await page.reload();
  await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
  // One coach line on top; each check-in's answers on its bite's row.
  await page.locator('.coach-says').waitFor();
  // The goal begun three days ago has had no bite since: its row offers the one smaller step instead.
  await expect.poll(() => page.getByRole('button', { name: 'Too big', exact: true }).count()).toBe(2);
  await row('Run a 10K').getByRole('button', { name: 'Smaller step', exact: true }).waitFor();
  await checkA11y(page, 'Today with open check-ins');
  await row('Run a 10K').getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByLabel('Your answer to your coach about Run a 10K').fill('That is too big');
  await row('Run a 10K').getByRole('button', { name: 'Send', exact: true }).click();
  const folded = page.locator('.coach-answer').filter({ hasText: 'You: “That is too big”' });
  await folded.getByText(/Broke “.+” into \d+ bites?/).waitFor();
  await folded.getByRole('button', { name: 'Undo' }).click();
  await folded.getByText('Undone: your plan is as it was.').waitFor();
  // Not today rests the goal's next bite: one line says so, with Undo.
  await row('Learn Spanish').getByRole('button', { name: /^Not today/ }).click();
  await page.locator('.today-rest').filter({ hasText: 'Learn Spanish' }).getByText('Resting until tomorrow').waitFor();
  await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Spanish: one' }).count()).toBe(0);
  await checkA11y(page, 'Today with answered check-ins');
}

async function openTheGoal(page: Page): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).click();
  await path(page, '/dashboard');
  const goals = page.getByRole('combobox', { name: 'Goal' });
  const sourdough = await goals.locator('option', { hasText: 'Bake sourdough' }).getAttribute('value');
  await goals.selectOption(sourdough ?? '');
}

async function networkFailureAndOffline(page: Page, context: BrowserContext): Promise<void> {
  const card = page.getByRole('region', { name: 'Next bite' });
  const bite = await card.locator('.next-bite-title').textContent();
  await page.route('**/api/microtasks/*/status', (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Mark as Done' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: NETWORK_FAILED });
  await toast.waitFor();
  // A pointer on the toast holds it open while the page is checked, however slow the machine.
  await toast.hover();
  await checkA11y(page, 'the network-failure toast');
  await page.unroute('**/api/microtasks/*/status');
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => liveRegion(page).textContent()).toMatch(/^Marked done\./);
  await expect.poll(() => card.locator('.next-bite-title').textContent()).not.toBe(bite);

  await context.setOffline(true);
  const banner = page.getByText('You are offline. Changes cannot be saved until the connection is back.');
  await banner.waitFor();
  await checkA11y(page, 'the offline banner');
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
}

async function changeTheTone(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await path(page, /^\/edit-goal\//);
  await page.getByRole('radio', { name: /^Strict/ }).check();
  await checkA11y(page, 'edit goal');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.has('goal'));
  await page.getByRole('region', { name: 'Next bite' }).getByText('Plan saved. Here is your first bite.').waitFor();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: /^Strict/ }).isChecked()).toBe(true);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await path(page, '/dashboard');
}

async function namedDeleteDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Bake sourdough”?' });
  await dialog.waitFor();
  expect(await focusedText(page)).toBe('Cancel');
  await checkA11y(page, 'the delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function reflectionDraftOutlivesTheSession(page: Page, email: string): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: 'Reflections' }).click();
  await path(page, '/reflections');
  // The check-ins' answers are the first reflections.
  await page.getByRole('article').filter({ hasText: 'That is too big' }).waitFor();
  await checkA11y(page, 'reflections with the check-ins\' answers');
  await page.getByLabel('Start date').fill('2025-03-10');
  await page.getByLabel('End date').fill('2025-03-01');
  await page.getByText('The end date is before the start date.', { exact: false }).waitFor();
  await checkA11y(page, 'reflections, end before start');
  await page.getByLabel('End date').fill('');
  await page.getByLabel('Start date').fill('');

  const box = page.getByLabel(/What went well/);
  await box.fill('The starter bubbled by day three, and');
  // The session expires: the next request is refused, and signing in comes back here with the draft.
  await page.evaluate(() => localStorage.setItem('token', 'expired-session'));
  await page.reload();
  await path(page, '/login');
  await page.getByText(/Your session ended/).waitFor();
  await checkA11y(page, 'login after the session ended');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await path(page, '/reflections');
  await expect.poll(() => box.inputValue()).toBe('The starter bubbled by day three, and');
  await box.fill('The starter bubbled by day three, and the first loaf rose.');
  await page.getByRole('button', { name: 'Save Reflection' }).click();
}

async function editAndDeleteAReflection(page: Page): Promise<void> {
  const card = page.getByRole('article').filter({ hasText: 'the first loaf rose' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const words = card.getByLabel('Edit reflection');
  await words.fill('The starter bubbled by day three; the first loaf rose a little.');
  await checkA11y(page, 'a reflection being edited');
  await card.getByRole('button', { name: 'Save' }).click();
  const edited = page.getByRole('article').filter({ hasText: 'the first loaf rose a little.' });
  await edited.getByRole('button', { name: 'Edit' }).waitFor();
  expect(await focusedText(page)).toBe('Edit');

  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this reflection?' });
  await checkA11y(page, 'the reflection delete dialog');
  await dialog.getByRole('button', { name: 'Delete reflection' }).click();
  await edited.waitFor({ state: 'detached' });
  await expect.poll(() => liveRegion(page).textContent()).toBe('Reflection deleted');
  // Gone on the server too, not only from this page.
  await page.reload();
  await page.getByRole('article').filter({ hasText: 'That is too big' }).waitFor();
  expect(await page.getByRole('article').filter({ hasText: 'the first loaf rose' }).count()).toBe(0);
}

async function timeZoneSearch(page: Page): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: 'Profile' }).click();
  await path(page, '/profile');
  await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
  const zones = page.getByRole('combobox', { name: 'Time zone' });
  await zones.selectOption('Europe/Berlin');
  await page.getByLabel('Search time zones').fill('tokyo');
  await page.getByText(/zones? match/).waitFor();
  expect(await zones.inputValue(), 'a search only narrows the list').toBe('Europe/Berlin');
  await zones.selectOption('Asia/Tokyo');
  await checkA11y(page, 'profile, time zone search');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings saved').waitFor();
}

async function phoneMenu(page: Page, viewport: Viewport): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (viewport.width >= 640) {
    expect(await menu.isVisible()).toBe(false);
    return;
  }
  await closeMenu(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
  await menu.click();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  await checkA11y(page, 'the phone menu, open');
  await page.keyboard.press('Escape');
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
}

async function openPage(viewport: Viewport) {
  const context = await stack.browser.newContext({ viewport, baseURL: stack.server.url, timezoneId: 'UTC' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, email: `noor-${viewport.name}@example.com` };
}

/** A new account's first day: the first goal, two more, check-ins from the offer, then Today. */
async function firstDay(page: Page, email: string): Promise<{ habit: string; firstCheckin: Date }> {
  await signUpWithoutTelegram(page, email);
  const habit = await planAGoal(page);
  await twoMoreGoals(page);
  const firstCheckin = await checkinOffer(page);
  await page.reload();
  await page.getByText(/^Next check-in: today at \d{1,2}:\d\d/).waitFor();
  await doneWithUndo(page);
  return { habit, firstCheckin };
}

describe('the first week', () => {
  it(`on a laptop (${DESKTOP.width} x ${DESKTOP.height}): signs up without Telegram, keeps drafts, leads with the next bite and answers every action`, async () => {
    const { context, page, pageErrors, email } = await openPage(DESKTOP);
    const { habit, firstCheckin } = await firstDay(page, email);
    await habitTickedAndUnticked(page, habit);
    await paceRemedyUndone(page);
    await checkinsAnswered(page, firstCheckin);
    await openTheGoal(page);
    await nextBiteOnTop(page, DESKTOP);
    await networkFailureAndOffline(page, context);
    await changeTheTone(page);
    await namedDeleteDialog(page);
    await phoneMenu(page, DESKTOP);
    await reflectionDraftOutlivesTheSession(page, email);
    await editAndDeleteAReflection(page);
    await timeZoneSearch(page);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // The same steps as on the laptop until Today; from there the phone checks what its size
  // changes: Today and its check-ins laid out, the next bite above the fold, the menu.
  it(`on a ${PHONE.width} x ${PHONE.height} phone: Today, its check-ins and the next bite fit the screen and pass axe`, async () => {
    const { context, page, pageErrors, email } = await openPage(PHONE);
    const { firstCheckin } = await firstDay(page, email);
    await checkinsAnswered(page, firstCheckin);
    await openTheGoal(page);
    await nextBiteOnTop(page, PHONE);
    await phoneMenu(page, PHONE);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
