import { expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { a11yViolations, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { createGoal, registerAccount, signIn } from './support/seed-account.ts';

const stack = withBrowserStack(inject('webDist'));

// A reply that says two things changes nothing: the coach asks one question, with Done, Too big
// and Not today under it, and the answer to that acts.

const MIXED = 'Ran 1 km, but my knee hurt and I keep putting off the rest. Feeling a bit stuck.';
const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

/** A new account with one goal, checked in about it, in a browser of this size. */
async function checkedIn(email: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const session = await registerAccount(stack.server.url, email, 'correct horse battery');
  await createGoal(stack.server.url, session, 'Run a 10K');
  const at = new Date(Math.floor((Date.now() + 120_000) / 60_000) * 60_000);
  const response = await fetch(`${stack.server.url}/api/users/me/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ timezone: 'UTC', checkin_time: at.toISOString().slice(11, 16), weekly_day: 3, weekly_time: '20:00', paused: false }),
  });
  expect(response.status).toBe(200);
  await stack.server.runCheckins(at);
  const context = await stack.browser.newContext({ baseURL: stack.server.url, viewport, timezoneId: 'UTC' });
  await signIn(context, session);
  return context;
}

it.each(VIEWPORTS)('answers an unclear reply with one question and the three buttons, and acts on the button ($width x $height)', async (viewport) => {
  const context = await checkedIn(`ask-${viewport.width}@example.com`, viewport);
  const page = await context.newPage();
  // The dashboard's check-in panel holds the whole card; Today carries the same answers on the bite's row.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Daily check-in: Run a 10K' });
  await card.getByLabel('Your answer').fill(MIXED);
  await card.getByRole('button', { name: 'Send Answer' }).click();
  await card.getByText('Your coach').waitFor();

  expect(await card.locator('.checkin-coach').textContent()).toBe('Thanks for telling me. Where does today’s step for “Run a 10K” stand: done, too big, or not today?');
  const group = card.getByRole('group', { name: 'Answer: Run a 10K' });
  expect(await group.getByRole('button').allTextContents()).toEqual(['Done', 'Too big', 'Not today']);
  // Nothing changed: the bite is still the next one.
  await page.getByRole('region', { name: 'Next bite' }).getByText('Run 2 km', { exact: true }).waitFor();
  expect(await a11yViolations(page)).toEqual([]);
  await saveScreenshot(page, `reply-ask-${viewport.width}`);

  await group.getByRole('button', { name: 'Too big' }).click();
  await card.locator('.checkin-change').getByText(/^Broke “Run 2 km” into \d+ bites?/).waitFor();
  await saveScreenshot(page, `reply-ask-answered-${viewport.width}`);
  await context.close();
});
