import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { ExportFile, ExportMicrotask } from '@cakewalk/shared/schemas/account/export-file.ts';
import { a11yViolations, overflowsSideways, saveScreenshot } from '../support/browser.ts';
import { withBrowserStack } from '../support/browser-stack.ts';
import { path } from '../support/navigation.ts';
import { api, registerAccount, signIn } from '../support/seed-account.ts';

// What a blind review on a 390 x 844 phone stumbled on, in Chromium against the real local server,
// each also drawn on a 1280 x 800 laptop: a goal's last one-off bite and the habits it hands on
// to, habit rows that read alike, the welcome after sign-up, Progress on day one, and Profile's
// long column and its folded last part.
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const LAPTOP = { name: 'laptop', width: 1280, height: 800 } as const;
const VIEWPORTS = [PHONE, LAPTOP] as const;
const PASSWORD = 'correct horse battery';

const stack = withBrowserStack(inject('webDist'));
const today = () => dayIn(new Date(), 'UTC');

async function check(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

async function signedIn(viewport: typeof PHONE | typeof LAPTOP, email: string, file?: (email: string) => ExportFile) {
  const session = await registerAccount(stack.server.url, email, PASSWORD);
  if (file) await api(stack.server.url, session, 'POST', '/users/me/import', file(email));
  const context = await stack.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, baseURL: stack.server.url, timezoneId: 'UTC' });
  await signIn(context, session);
  return { context, page: await context.newPage() };
}

/** A goal of two phases: one one-off bite left, then two daily habits; and a goal whose habit is the goal's own words. */
function roomAndStretch(email: string): ExportFile {
  const day = today();
  const habit = (title: string): ExportMicrotask => ({ title, status: 'todo', repeat: { every: 'day', times: 30 }, minutes: 10 });
  return {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
    user: { name: 'Ana', email }, settings: null, checkins: [], reflections: [],
    goals: [
      {
        title: 'Stretch every morning', description: '', due_date: null, status: 'in_progress', tone: 'friendly', created_at: `${addDays(day, -2)}T08:00:00.000Z`,
        subgoals: [{ title: 'Start', status: 'in_progress', tasks: [{ title: 'Mornings', status: 'in_progress', microtasks: [
          { title: 'Stretch for 10 minutes', status: 'todo', repeat: { every: 'day', times: 30 }, minutes: 10, completions: 1, last_done: day, done_days: [day] },
          { title: 'Clear a spot on the floor', status: 'todo' },
        ] }] }],
      },
      {
        title: 'Paint the spare room', description: '', due_date: addDays(day, 30), status: 'in_progress', tone: 'friendly', created_at: `${addDays(day, -1)}T08:00:00.000Z`,
        subgoals: [
          { title: 'Get ready', status: 'in_progress', tasks: [{ title: 'Measure', status: 'in_progress', microtasks: [
            { title: 'Buy the paint', status: 'done', done_days: [day] }, { title: 'Measure the walls', status: 'todo' },
          ] }] },
          { title: 'Keep at it', status: 'todo', tasks: [{ title: 'Each day', status: 'todo', microtasks: [habit('Paint one wall section'), habit('Clean the brushes')] }] },
        ],
      },
    ],
  };
}

describe('after a phone review', () => {
  it.each(VIEWPORTS)("Today ($name): a goal's last one-off bite leaves a line saying it carries on as its habits, which name it", async (viewport) => {
    const { context, page } = await signedIn(viewport, `last-bite-${viewport.name}@example.com`, roomAndStretch);
    try {
      await page.goto('/today');
      const done = page.getByRole('button', { name: 'Done: Measure the walls' });
      await done.waitFor();
      // The later phase's habits wait for it; every habit row says how often, and names its goal unless its title says the same.
      expect(await page.getByRole('checkbox', { name: 'Paint one wall section' }).count()).toBe(0);
      const stretch = page.locator('.today-habit').filter({ hasText: 'Stretch for 10 minutes' }).locator('.today-place');
      expect(await stretch.textContent()).toMatch(/^Every day · Done today( · 1-day streak)? · about 10 min$/);

      await done.focus();
      await page.keyboard.press('Enter');
      const line = page.getByText('Every one-off bite is done. It carries on as 2 habits above.');
      await line.waitFor();
      // Focus is on the celebration in the goal's row, whose next Tab is its Undo.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('today-cheer');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
      for (const habit of ['Paint one wall section', 'Clean the brushes']) {
        const place = page.locator('.today-habit').filter({ hasText: habit }).locator('.today-place');
        expect(await place.textContent()).toBe('New · Every day · Goal: Paint the spare room · about 10 min');
      }
      await check(page, `Today after a goal's last bite (${viewport.name})`);
      await saveScreenshot(page, `review-last-bite-${viewport.name}`);

      // A habit ticked ends the celebration, not the line.
      await page.getByRole('checkbox', { name: 'Clean the brushes' }).click();
      await expect.poll(() => page.locator('li', { has: line }).getByRole('group').count()).toBe(0);
      expect(await line.count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORTS)('sign-up ($name) lands on goal setup with one line of welcome, the wait\'s words gone', async (viewport) => {
    const context = await stack.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, baseURL: stack.server.url, timezoneId: 'UTC' });
    try {
      const page = await context.newPage();
      await page.goto('/signup');
      await page.getByLabel('Name').fill('Robin Baker');
      await page.getByLabel('Email').fill(`welcome-${viewport.name}@example.com`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await path(page, '/goal-setup');
      await page.getByText('Welcome, Robin. Your account is ready; your first goal starts here.').waitFor();
      expect(await page.locator('body').textContent()).not.toContain('Creating your account');
      await check(page, `goal setup after sign-up (${viewport.name})`);
      await saveScreenshot(page, `review-welcome-${viewport.name}`, { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORTS)("Progress on day one ($name): the week's figures apart, and a key swatch that is seen", async (viewport) => {
    const { context, page } = await signedIn(viewport, `day-one-${viewport.name}@example.com`, roomAndStretch);
    try {
      await page.goto('/progress');
      const week = page.getByRole('region', { name: 'This week' });
      await week.getByText(/Habits kept/).waitFor();
      const figures = week.locator('.week-summary');
      expect(await figures.getAttribute('role')).toBe('list');
      // Each figure sits apart from the next: a gap between their boxes.
      const boxes = await figures.locator('li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ left, right, top }) => ({ left, right, top })));
      for (const [a, b] of boxes.slice(1).map((box, index) => [boxes[index]!, box] as const)) {
        if (a.top === b.top) expect(b.left - a.right).toBeGreaterThanOrEqual(4);
      }
      const swatch = page.locator('.heatmap-legend .cell-not-started').first();
      await swatch.waitFor();
      const contrast = await swatch.evaluate((dot) => {
        const rgb = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = rgb(colour).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        let ground: Element | null = dot.closest('li');
        while (ground && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(ground).backgroundColor)) ground = ground.parentElement;
        const [light, dark] = [luminance(getComputedStyle(dot).fill), luminance(getComputedStyle(ground ?? document.body).backgroundColor)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      });
      expect(contrast, "the key's 'Not started' swatch against its background").toBeGreaterThanOrEqual(3);
      await check(page, `Progress on day one (${viewport.name})`);
      await saveScreenshot(page, `review-progress-${viewport.name}`);
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORTS)("Profile ($name): a list of its parts at the top, and a link's Enter takes focus into the part", async (viewport) => {
    const { context, page } = await signedIn(viewport, `profile-${viewport.name}@example.com`);
    try {
      await page.goto('/profile');
      const nav = page.getByRole('navigation', { name: 'On this page' });
      await nav.waitFor();
      await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
      await check(page, `Profile (${viewport.name})`);
      await saveScreenshot(page, `review-profile-${viewport.name}`, { fullPage: false });

      await nav.getByRole('link', { name: 'Calendar' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('calendar-heading');
      // The heading is in view, below anything that stays on top.
      const top = await page.getByRole('heading', { name: 'Calendar feed' }).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(viewport.height - 60);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'))).toBe('calendar-heading');
      await saveScreenshot(page, `review-profile-jumped-${viewport.name}`, { fullPage: false });

      // "Your data" lands on its part opened, as what the link promised is inside it.
      await nav.getByRole('link', { name: 'Your data' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('account-heading');
      expect(await page.getByRole('button', { name: 'Your data and account' }).getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('heading', { name: 'Export your data' }).waitFor();
      await saveScreenshot(page, `review-profile-your-data-${viewport.name}`, { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
