import { describe, expect, inject, it } from 'vitest';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { ExportFile, ExportMicrotask } from '@cakewalk/shared/schemas/account/export-file.ts';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { registerAccount, signIn } from './support/seed-account.ts';

// A new account's first day on Progress, as a blind reviewer walked it on a phone: one bite done
// and one of four daily habits ticked. Every figure says what was done, and nothing reads as a
// failure on day one.
const PHONE = { width: 390, height: 844 } as const;
const stack = withBrowserStack(inject('webDist'));
const today = () => dayIn(new Date(), 'UTC');

function firstDayFile(email: string): ExportFile {
  const day = today();
  const habit = (title: string, done: boolean): ExportMicrotask => ({
    title, status: 'todo', repeat: { every: 'day', times: 30 }, completions: done ? 1 : 0, last_done: done ? day : null, done_days: done ? [day] : [],
  });
  const bite = (title: string, done: boolean): ExportMicrotask => (done ? { title, status: 'done', done_days: [day] } : { title, status: 'todo' });
  return {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
    user: { name: 'Sam', email }, settings: null, checkins: [], reflections: [],
    goals: [{
      title: 'Get fit', description: '', due_date: addDays(day, 13), status: 'in_progress', tone: 'friendly',
      created_at: `${day}T08:00:00.000Z`,
      subgoals: [{ title: 'Start', status: 'in_progress', tasks: [
        { title: 'Every day', status: 'in_progress', microtasks: [habit('Stretch', true), habit('Walk', false), habit('Drink water', false), habit('Sleep by 11', false)] },
        { title: 'Gear', status: 'in_progress', microtasks: [bite('Buy shoes', true), ...['Find a park', 'Plan a route', 'Run 1 km', 'Run 2 km', 'Run 3 km', 'Run 4 km', 'Run 5 km', 'Join a club', 'Book a race'].map((title) => bite(title, false))] },
      ] }],
    }],
  };
}

describe('Progress on a new account\'s first day', () => {
  it('counts what was done, says no share or miss yet, and keeps the road\'s labels apart', async () => {
    const email = 'sam-first-day@example.com';
    const session = await registerAccount(stack.server.url, email, 'correct horse battery');
    const imported = await fetch(`${stack.server.url}/api/users/me/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(firstDayFile(email)),
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC' });
    try {
      await signIn(context, session);
      const page = await context.newPage();
      await page.goto('/progress');
      const week = page.getByRole('region', { name: 'This week' });
      await week.getByText(/Habits kept/).waitFor();
      // A first day is one day, not seven, and the habits are counted of those due so far.
      expect(await week.getByText(/bites? done/).first().textContent()).toBe('1 bite done today');
      expect(await week.getByText(/Habits kept/).textContent()).toBe('Habits kept 1 of 1 time due so far');
      const goal = page.getByRole('region', { name: 'Get fit' });
      expect(await goal.getByText(/bites? done\./).textContent()).toMatch(/^[\d.]+ of \d+ bites done\. (?!Since it began)/);
      expect(await goal.getByText('Started today').count()).toBe(1);
      // No habit's share in its first week: a first day's 0% or 100% says nothing.
      expect(await goal.getByText(/% of the/).count()).toBe(0);
      // The three habits not yet ticked today are no misses: their first day is still going.
      expect(await goal.getByText('Just started: its first day is still going').count()).toBe(3);
      expect(await a11yViolations(page)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
      await saveScreenshot(page, 'progress-first-day-phone');

      await page.goto('/reflections');
      await page.getByText(/^No reflections yet/).waitFor();
      expect(await page.getByRole('combobox', { name: 'Goal', exact: true }).count()).toBe(0);
      await saveScreenshot(page, 'reflections-empty-phone');
    } finally {
      await context.close();
    }
  });
});
