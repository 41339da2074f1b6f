import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { path } from './support/navigation.ts';

// A visitor plans a goal on the landing page with no account, makes one, and finds the goal's
// first bite on Today; and the landing page is whole before any script runs. Chromium against the
// real local server, on a 390x844 phone and at 1280x800.
const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;
const HERO = 'Big goals, one bite at a time.';
const GOAL_BOX = 'What do you want to achieve?';

const stack = withBrowserStack(inject('webDist'));

async function checkA11y(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

/** Hydration that failed, or anything else the page said was wrong. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

describe('the landing page before any script', () => {
  it('is served with the hero and the goal box in its HTML, and paints them with script off', async () => {
    const html = await (await fetch(`${stack.server.url}/`)).text();
    expect(html).toContain(`<h1 id="hero-heading">${HERO}</h1>`);
    expect(html).toContain(`<label for="try-goal-text">${GOAL_BOX}</label>`);
    // Its styles come with it: the first paint waits on no other request.
    expect(html).toMatch(/<style>[^<]*\.hero\{/);
    expect(html).not.toContain('rel="stylesheet"');
    // Every other path of the app gets the empty shell, never the landing page.
    expect(await (await fetch(`${stack.server.url}/today`)).text()).toContain('<div id="root"></div>');

    const context = await stack.browser.newContext({ ...PHONE, baseURL: stack.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: HERO }).isVisible()).toBe(true);
    expect(await page.getByLabel(GOAL_BOX).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps what a visitor typed into the goal box before the script took it over', async () => {
    const context = await stack.browser.newContext({ ...PHONE, baseURL: stack.server.url });
    const page = await context.newPage();
    const errors = pageErrors(page);
    // The app's scripts wait until the visitor has typed, as on a slow phone.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back, so the page is used as soon as it paints.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(GOAL_BOX).pressSequentially('Learn to swim');
    release();
    // Hydrated, the box still holds the words, and the button they enable works.
    const plan = page.getByRole('button', { name: 'Plan my goal' });
    await expect.poll(() => plan.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel(GOAL_BOX).inputValue()).toBe('Learn to swim');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a person signed in to Today without showing them the landing page', async () => {
    const context = await stack.browser.newContext({ ...DESKTOP, baseURL: stack.server.url });
    // Whether the hero could be seen when the landing document finished parsing, on each load.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const hero = document.getElementById('hero-heading');
        if (hero) sessionStorage.setItem('hero-seen', String(hero.checkVisibility()));
      });
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'a stored session'));
    await page.goto('/');
    await path(page, '/today');
    expect(await page.evaluate(() => sessionStorage.getItem('hero-seen'))).not.toBe('true');
    await context.close();
  });
});

/** The landing page's goal box to a plan, axe on each of its screens; the plan's first bite. */
async function planOnTheLanding(page: Page, device: typeof PHONE | typeof DESKTOP): Promise<string> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await checkA11y(page, `landing (${device.name})`);
  await saveScreenshot(page, `landing-goal-box-${device.name}`);

  await page.getByLabel(GOAL_BOX).fill('Run a 10k by March');
  await page.getByRole('button', { name: 'Plan my goal' }).click();
  const start = page.getByRole('group', { name: 'Where are you starting from?' });
  await start.getByRole('button', { name: 'Complete beginner' }).click();
  await checkA11y(page, `landing questions (${device.name})`);
  await page.getByRole('button', { name: 'Make my plan' }).click();
  const plan = page.getByRole('region', { name: 'Your plan: Run a 10k by March' });
  await plan.waitFor();
  const firstBite = (await plan.locator('.try-first-bite').textContent())?.replace('Your first bite', '').split(' · ')[0]?.trim() ?? '';
  expect(firstBite).not.toBe('');
  await checkA11y(page, `landing plan (${device.name})`);
  await saveScreenshot(page, `landing-plan-${device.name}`);
  return firstBite;
}

describe('trying Cakewalk before the account', () => {
  it(`plans a goal on the landing page, keeps it through sign-up, and shows its first bite on Today (${PHONE.name})`, async () => {
    const context = await stack.browser.newContext({ ...PHONE, baseURL: stack.server.url, timezoneId: 'UTC' });
    const page = await context.newPage();
    const errors = pageErrors(page);
    const firstBite = await planOnTheLanding(page, PHONE);

    await page.getByRole('region', { name: 'Your plan: Run a 10k by March' }).getByRole('button', { name: 'Save and start' }).click();
    await path(page, '/signup');
    await page.getByText('Your plan is kept').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Noor Baker');
    await page.getByLabel('Email').fill(`try-${PHONE.name}-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // "Save and start" saves: the new account's plan is saved with its suggested tone, and Today follows.
    await path(page, '/today');
    await page.getByText('Plan saved. Here is your first bite.').waitFor();
    await page.getByText(firstBite, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // The wider layout of the landing page's screens, each with axe and a picture; sign-up and the
  // saved goal behave the same at any width, and the phone's run proves them.
  it(`plans a goal on the landing page (${DESKTOP.name})`, async () => {
    const context = await stack.browser.newContext({ ...DESKTOP, baseURL: stack.server.url, timezoneId: 'UTC' });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await planOnTheLanding(page, DESKTOP);
    expect(errors).toEqual([]);
    await context.close();
  });
});
