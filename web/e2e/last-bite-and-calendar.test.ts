import { describe, expect, inject, it } from 'vitest';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { api, registerAccount, signIn } from './support/seed-account.ts';

// What a blind phone review stumbled on: a goal's last bite made its row vanish and the
// celebration jump to the top, and a calendar link was replaced without a word.
const PHONE = { width: 390, height: 844 } as const;
const stack = withBrowserStack(inject('webDist'));

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
    await api(stack.server.url, session, 'POST', '/users/me/import', twoGoals(email));
    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true });
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
