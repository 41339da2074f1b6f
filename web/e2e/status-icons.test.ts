import { expect, inject, it } from 'vitest';
import { saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { createGoal, registerAccount, signIn } from './support/seed-account.ts';

const stack = withBrowserStack(inject('webDist'));

// Debian's Chromium has no emoji font: an emoji there is an empty box, an SVG is drawn.
const EMOJI = /\p{Extended_Pictographic}/u;

it('draws every status on the dashboard cards as an SVG icon, with no emoji in the cards', async () => {
  const session = await registerAccount(stack.server.url, 'icons@example.com', 'correct horse battery');
  await createGoal(stack.server.url, session, 'Run a 10K');
  const context = await stack.browser.newContext({ baseURL: stack.server.url, viewport: { width: 1280, height: 800 } });
  await signIn(context, session);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const cards = page.locator('.board-card');
  await page.getByRole('button', { name: /Run 2 km/ }).waitFor();

  const icons = page.locator('.board-card .status-icon');
  expect(await icons.count()).toBeGreaterThanOrEqual(3);
  for (const icon of await icons.all()) {
    expect(await icon.locator('svg').count()).toBe(1);
  }
  expect(await page.locator('.board-card svg.status-in_progress').count()).toBeGreaterThan(0);
  expect(await page.locator('.board-card svg.status-todo').count()).toBeGreaterThan(0);
  for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(EMOJI);
  await saveScreenshot(page, 'status-icons');
  await context.close();
});
