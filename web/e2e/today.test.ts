import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { path } from './support/navigation.ts';
import { api as apiOf, registerAccount, signIn } from './support/seed-account.ts';

// Today as a person with three goals sees it, in Chromium against the real local server, on a
// 390x844 phone and a 1280x800 laptop: one list with no bite twice and the check-ins' answers on
// their bites' rows, within 1,700 px on the phone; on the phone, a 3-times-a-week habit ticked to
// its end, Not today and its Undo, a done and its Undo. Login lands here.
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const LAPTOP = { name: 'laptop', width: 1280, height: 800 } as const;
const MAX_PHONE_HEIGHT = 1700;
const PASSWORD = 'correct horse battery';
/** A save and the refetch after it, on a machine busy with other work. */
const SETTLE = { timeout: 10_000 };

const stack = withBrowserStack(inject('webDist'));

const api = <T>(session: AuthResponse, method: string, route: string, body?: unknown) => apiOf<T>(stack.server.url, session, method, route, body);

const daily = { every: 'day', times: 30 } as const;
const thriceWeekly = { every: 'week', times: 8, per_period: 3 } as const;

/** A goal of two slices: two habits and two bites in the first, a habit of a later phase in the second. */
function plan(name: string, habits: readonly (readonly [string, typeof daily | typeof thriceWeekly])[]) {
  return [
    { title: `${name}: start`, tasks: [{ title: `${name} basics`, microtasks: [
      { title: `${name}: first bite` }, { title: `${name}: second bite` },
      ...habits.map(([title, repeat]) => ({ title, repeat })),
    ] }] },
    { title: `${name}: later`, tasks: [{ title: `${name} later`, microtasks: [
      { title: `${name}: later bite` }, { title: `${name}: later habit`, repeat: daily },
    ] }] },
  ];
}

/** Three goals, two habits each (one of them 3 times a week), and a daily check-in written for each. */
async function threeGoalsCheckedIn(email: string): Promise<AuthResponse> {
  const session = await registerAccount(stack.server.url, email, PASSWORD);
  const goals = [
    ['Run a 10K', 'Run', [['Run 20 minutes', thriceWeekly], ['Stretch', daily]]],
    ['Learn Spanish', 'Spanish', [['Ten new words', daily], ['Listen to a podcast', daily]]],
    ['Bake sourdough', 'sourdough', [['Feed the starter', daily], ['Note the rise', daily]]],
  ] as const;
  for (const [title, name, habits] of goals) {
    await api(session, 'POST', '/goals', { user_id: session.user.id, title, tone: 'friendly', subgoals: plan(name, habits) });
  }
  const soon = new Date(Math.floor((Date.now() + 120_000) / 60_000) * 60_000);
  await api(session, 'PUT', '/users/me/settings', {
    timezone: 'UTC', checkin_time: soon.toISOString().slice(11, 16), weekly_day: 0, weekly_time: '10:00', paused: false,
  });
  await stack.server.runCheckins(soon);
  return session;
}

async function checkA11y(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

const row = (page: Page, words: string) => page.locator('.today-row').filter({ hasText: words });
const liveRegion = (page: Page) => page.locator('.live-region');

async function loginLandsOnToday(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await path(page, '/today');
  await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
}

/** One list: the coach's newest line on top, each check-in's answers on its bite's row, no bite twice. */
async function oneList(page: Page, viewport: typeof PHONE | typeof LAPTOP): Promise<void> {
  await page.locator('.coach-says').waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Too big' }).count()).toBe(3);
  expect(await page.locator('.coach-says').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Reply' }).count()).toBe(3);
  const titles = await page.locator('.today-row .today-title').allTextContents();
  expect(titles).toHaveLength(9);
  expect(new Set(titles).size, 'no bite twice').toBe(titles.length);
  expect(titles.filter((title) => title.includes('later')), 'no habit of a later phase').toEqual([]);
  await saveScreenshot(page, `today-${viewport.name}`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport === PHONE) expect(height, 'Today on a phone').toBeLessThanOrEqual(MAX_PHONE_HEIGHT);
  await checkA11y(page, `Today with three goals and their check-ins (${viewport.name}, ${height} px)`);
}

/** "Run 20 minutes" three times this week: a ring that fills, a tick only at the third. */
async function habitToItsEnd(page: Page): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Run 20 minutes' });
  const state = row(page, 'Run 20 minutes').locator('.habit-state');
  for (const count of [1, 2, 3]) {
    await box.click();
    await expect.poll(() => state.textContent(), SETTLE).toMatch(new RegExp(`^3 times a week · ${count} of 3 this week`));
    // A habit's tick says how far the week has come, never its plan's percent of one-off bites.
    if (count === 1) expect(await row(page, 'Run 20 minutes').locator('#today-cheer').filter({ hasText: /1 of 3 this week\./ }).textContent(), 'a habit tick\'s celebration').not.toMatch(/%/);
    await expect.poll(() => box.evaluate((input: HTMLInputElement) => [input.checked, input.indeterminate]), SETTLE).toEqual([count === 3, count < 3]);
  }
  await checkA11y(page, 'a 3-times-a-week habit done for the week');
}

async function notTodayAndUndo(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Not today: Spanish: first bite' }).click();
  const resting = page.locator('.today-rest').filter({ hasText: 'Learn Spanish' });
  await resting.getByText('Resting until tomorrow').waitFor();
  expect(await row(page, 'Spanish: first bite').count()).toBe(0);
  // The goal's habits stay: only its next bite rests.
  await row(page, 'Ten new words').waitFor();
  await checkA11y(page, 'a goal resting until tomorrow');
  await saveScreenshot(page, `today-resting-${name}`);
  await resting.getByRole('button', { name: 'Undo Not today: Learn Spanish' }).click();
  await row(page, 'Spanish: first bite').waitFor();
}

async function doneAndUndo(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Done: sourdough: first bite' }).click();
  // One celebration, in the row that did the done: a helper and the goal's bar, with Undo.
  const cheer = row(page, 'sourdough: second bite').locator('#today-cheer');
  await cheer.getByText(/^Bite done!/).waitFor();
  expect(await cheer.locator('.cheer-art svg').count()).toBe(1);
  expect(await cheer.locator('.cheer-fill').count()).toBe(1);
  expect(await page.locator('[data-sonner-toast]').count(), 'no toast over the page').toBe(0);
  await checkA11y(page, 'Today after a done');
  await saveScreenshot(page, `today-done-${name}`, { fullPage: false });
  await cheer.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => liveRegion(page).textContent()).toBe('Undone: sourdough: first bite is back on your list');
  await row(page, 'sourdough: first bite').waitFor();
  // Focus comes back to the Done that was undone, not to the row's next button.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Done: sourdough: first bite');
  await cheer.waitFor({ state: 'detached' });
}

async function tooBigFolds(page: Page, name: string): Promise<void> {
  await row(page, 'Run: first bite').getByRole('button', { name: 'Too big' }).click();
  const folded = page.locator('.coach-answer').filter({ hasText: 'You: “Too big”' });
  await folded.waitFor();
  await folded.getByRole('button', { name: 'Undo' }).waitFor();
  await checkA11y(page, 'an answered check-in, folded');
  await saveScreenshot(page, `today-answered-${name}`);
}

describe('Today, calm and true', () => {
  it(`on a ${PHONE.width} x ${PHONE.height} phone: one list, no bite twice, a habit to its end, Not today and a done, each with Undo`, async () => {
    const email = 'today-phone@example.com';
    await threeGoalsCheckedIn(email);
    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await loginLandsOnToday(page, email);
    await oneList(page, PHONE);
    await habitToItsEnd(page);
    await notTodayAndUndo(page, PHONE.name);
    await doneAndUndo(page, PHONE.name);
    await tooBigFolds(page, PHONE.name);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // What a wider screen can change is the layout of the list, which axe and the picture check;
  // the actions behave the same at any width, and the phone's run proves them.
  it(`on a ${LAPTOP.width} x ${LAPTOP.height} laptop: the same one list`, async () => {
    const email = 'today-laptop@example.com';
    await threeGoalsCheckedIn(email);
    const context = await stack.browser.newContext({ viewport: LAPTOP, baseURL: stack.server.url, timezoneId: 'UTC' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await loginLandsOnToday(page, email);
    await oneList(page, LAPTOP);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// What a blind phone review stumbled on: a goal's last bite made its row vanish and the
// celebration jump to the top, and a calendar link was replaced without a word.
function twoGoals(email: string): ExportFile {
  const day = dayIn(new Date(), 'UTC');
  const goal = (title: string, created: string, bites: { title: string; done: boolean }[]) => ({
    title, description: '', due_date: addDays(day, 20), status: 'in_progress' as const, tone: 'friendly' as const, created_at: `${created}T08:00:00.000Z`,
    subgoals: [{ title: 'Start', status: 'in_progress' as const, tasks: [{ title: 'First', status: 'in_progress' as const, microtasks: bites.map((bite) => (bite.done ? { title: bite.title, status: 'done' as const, done_days: [day] } : { title: bite.title, status: 'todo' as const })) }] }],
  });
  return {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
    user: { name: 'Kim', email }, settings: null, checkins: [], reflections: [],
    goals: [
      goal('Tidy the shed', addDays(day, -3), [{ title: 'Sort the tools', done: true }, { title: 'Sweep the floor', done: false }]),
      goal('Learn to juggle', addDays(day, -4), [{ title: 'Buy three balls', done: false }, { title: 'Toss one ball', done: false }]),
    ],
  };
}

describe("A goal's last bite and the calendar link, on a phone", () => {
  it("keeps the last bite's celebration in its row, and asks before a new calendar link", async () => {
    const email = 'kim-last-bite@example.com';
    const session = await registerAccount(stack.server.url, email, 'correct horse battery');
    await apiOf(stack.server.url, session, 'POST', '/users/me/import', twoGoals(email));
    const context = await stack.browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true });
    try {
      await signIn(context, session);
      const page = await context.newPage();
      await page.goto('/today');
      const done = page.getByRole('button', { name: 'Done: Sweep the floor' });
      await done.waitFor();
      // A row's top on the page, whatever the scroll.
      const before = await done.evaluate((button) => button.closest('li')!.getBoundingClientRect().top + window.scrollY);
      await done.click();
      const line = page.getByText('Every bite of this goal is done.');
      await line.waitFor();
      const row = page.locator('li', { has: line });
      expect(await row.getByRole('group', { name: /^Cake eaten!/ }).count()).toBe(1);
      // The row stays where it was: nothing above it came or went.
      expect(await row.evaluate((li) => li.getBoundingClientRect().top + window.scrollY)).toBe(before);
      expect(await a11yViolations(page)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
      await saveScreenshot(page, 'today-last-bite-phone', { fullPage: false });

      await page.goto('/profile');
      const calendar = page.getByRole('region', { name: 'Calendar feed' });
      await calendar.getByRole('button', { name: 'Make a calendar link' }).click();
      await calendar.getByLabel('Your calendar link').waitFor();
      await page.reload();
      await calendar.getByText('A calendar link is on. Its address was shown once, when it was made.').waitFor();
      await calendar.getByRole('button', { name: 'Make a new link' }).click();
      await calendar.getByRole('group', { name: 'Make a new link? The old address stops working in any calendar that uses it.' }).waitFor();
      for (const button of await calendar.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await calendar.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'profile-calendar-ask-phone', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
