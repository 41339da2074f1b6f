import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { a11yViolations, overflowsSideways } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { chooseStep, stepMenu, stepTitle } from './support/plan-editor.ts';
import { callApi, registerAccount, signIn } from './support/seed-account.ts';

// The plan editor on a 390x844 touch phone, in Chromium against the real local server: how tall a
// detail-3 plan's review is, that every control in the main area is at least 44x44 px, where
// focus goes after each action, and axe (any impact) with the editor and a row menu open.
const stack = withBrowserStack(inject('webDist'));

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MAX_REVIEW_PX = 2500;
const MIN_TARGET_PX = 44;

async function phone(session?: AuthResponse): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await stack.browser.newContext({ ...PHONE, baseURL: stack.server.url });
  if (session) await signIn(context, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

/**
 * Every button, link and form control in the main area smaller than 44x44 px, named so a failure
 * says which. A radio button is hit through the label that holds it, so the label is measured.
 */
function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll('main a[href], main button, main input, main select, main textarea, main [role="button"]');
    const small: string[] = [];
    for (const control of controls) {
      if (!(control instanceof HTMLElement) || control.closest('.sr-only') || control.getClientRects().length === 0) continue;
      const choice = control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
      const target = (choice && control.closest('label')) || control;
      const { width, height } = target.getBoundingClientRect();
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        small.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return small;
  }, min);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

const api = <T>(session: AuthResponse, method: string, path: string, body?: unknown) => callApi<T>(stack.server.url, session, method, path, body);

describe('the plan editor on a phone', () => {
  it('reviews a detail-3 plan in under 2,500 px, with thumb-sized targets, kept focus and no axe findings, and saves on Ctrl+Enter', async () => {
    const session = await registerAccount(stack.server.url, 'phone-editor@example.com', 'correct horse battery');
    const { context, page, errors } = await phone(session);
    await page.goto('/goal-setup');
    await page.getByLabel('Your goal').fill('Run a 10K in June without stopping');
    expect(await page.getByRole('combobox', { name: 'Detail level' }).inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Generate Breakdown' }).click();

    // The questions first: their heading focused, thumb-sized chips, no axe findings; Skip plans at once.
    await page.getByRole('heading', { name: 'A few questions first' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('goal-questions-heading');
    expect(await smallTargets(page)).toEqual([]);
    await expectAxeClean(page, 'goal setup asking first');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();

    // After Generate: scrolled to the breakdown, its heading focused.
    await page.getByRole('heading', { name: 'Your breakdown' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('breakdown-heading');
    const heading = await page.getByRole('heading', { name: 'Your breakdown' }).boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual(0);
    expect(heading?.y).toBeLessThan(120);

    const review = await page.locator('.goal-setup-plan').boundingBox();
    expect(review?.height, 'the review (breakdown, tone, save bar)').toBeLessThanOrEqual(MAX_REVIEW_PX);
    expect(await smallTargets(page)).toEqual([]);
    await expectAxeClean(page, 'goal setup with the editor open');

    // A row menu, opened by touch: its items are thumb-sized too, and axe finds nothing.
    await stepMenu(page, 'Microtask 1.1.2').tap();
    const menu = page.getByRole('menu', { name: 'Microtask 1.1.2 actions' });
    await menu.waitFor();
    for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await expectAxeClean(page, 'a row menu open');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toBe('Microtask 1.1.2 actions');

    // With the keyboard: Move up keeps focus on the moved row; Delete puts it on the neighbour.
    const moved = await stepTitle(page, 'Microtask 1.1.2');
    const first = await stepTitle(page, 'Microtask 1.1.1');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Rename');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('Move up');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Microtask 1.1.1 actions');
    expect(await stepTitle(page, 'Microtask 1.1.1')).toBe(moved);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Rename');
    await page.keyboard.press('End');
    await expect.poll(() => focusedName(page)).toBe('Delete');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Microtask 1.1.1 actions');
    expect(await stepTitle(page, 'Microtask 1.1.1')).toBe(first);

    // Ctrl+Enter saves from where focus is; Today, the home, then says the plan was saved.
    await page.keyboard.press('Control+Enter');
    await page.waitForURL((url) => url.pathname === '/today');
    await page.getByText('Plan saved. Here is your first bite.').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.goto('/dashboard');

    // Edit plan: focus on its heading; the same checks hold there.
    await page.getByRole('button', { name: 'Edit plan' }).tap();
    await expect.poll(() => focusedId(page)).toBe('edit-plan-heading');
    expect(await smallTargets(page)).toEqual([]);
    await expectAxeClean(page, 'Edit plan');
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => focusedId(page)).toBe('edit-plan-button');

    // The rest of the signed-in app holds the same size.
    for (const [path, heading] of [['/profile', 'Your Profile'], ['/reflections', 'Your Reflections']] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // A page may load several parts at once, each with its own "Loading" line: all of them go.
      await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
      expect(await smallTargets(page), path).toEqual([]);
    }
    await page.goBack();
    await page.goBack();

    // With the server out of reach the dashboard says so on screen.
    await page.route('**/api/**', (route) => route.abort());
    await page.reload();
    const failure = page.getByText('Your dashboard could not be loaded.');
    await failure.waitFor();
    expect(await failure.isVisible()).toBe(true);
    await expectAxeClean(page, 'the dashboard with the server down');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what is wrong on the sign-up field itself, in plain words', async () => {
    const { context, page } = await phone();
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await smallTargets(page), path).toEqual([]);
    }
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Noor Baker');
    await page.getByLabel('Email').fill('noor.example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).tap();
    const error = page.locator('#signup-email-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Enter an email like name@example.com');
    expect(await error.isVisible()).toBe(true);
    expect(await focusedId(page)).toBe('signup-email');
    expect(await smallTargets(page)).toEqual([]);
    await expectAxeClean(page, 'sign-up with an error');
    await context.close();
  });

  it('saves a 12 x 12 x 12 plan from Edit plan in the browser', async () => {
    const session = await registerAccount(stack.server.url, 'big-plan@example.com', 'correct horse battery');
    const max = LIMITS.breakdownItems.max;
    const many = <T>(make: (i: number) => T) => Array.from({ length: max }, (_, i) => make(i));
    const created = await api<Goal>(session, 'POST', '/goals', {
      user_id: session.user.id,
      title: 'A very big plan',
      tone: 'friendly',
      subgoals: many((s) => ({ title: `Slice ${s + 1}`, tasks: many((t) => ({ title: `Crumb ${t + 1}`, microtasks: many((m) => ({ title: `Bite ${m + 1}` })) })) })),
    });
    expect(created.status).toBe(201);
    const { context, page } = await phone(session);
    await page.goto(`/dashboard?goal=${encodeURIComponent(created.body.id)}`);
    await page.getByRole('button', { name: 'Edit plan' }).tap();
    await chooseStep(page, 'Microtask 1.1.1', 'Rename');
    const box = page.getByRole('textbox', { name: 'Microtask 1.1.1', exact: true });
    await box.fill('The very first bite');
    await box.press('Enter');

    const saved = page.waitForResponse((response) => response.url().endsWith('/plan') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save plan' }).tap();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: 'Edit plan' }).waitFor();
    const after = await api<Goal>(session, 'GET', `/goals/${created.body.id}`);
    expect(after.body.subgoals[0]?.tasks[0]?.microtasks[0]?.title).toBe('The very first bite');
    expect(after.body.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))).toHaveLength(max ** 3);
    await context.close();
  });
});
