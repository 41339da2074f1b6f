import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { createGoal, registerAccount, savePlannedGoal, signIn } from './support/seed-account.ts';

// Two goals as a person makes them on a 390x844 phone, one of them a habit: ticking the habit
// counts only its share of its times, never a whole bite; a done's celebration sits in the row that
// did it, one at a time, and nothing floats over the page's controls (the next goal's card, the
// calendar card's buttons, the section after it), on a phone or a wide screen; the page does not
// jump; Progress shows how far through its bites a goal without a due date is.
const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1280, height: 800 } as const;
const JOURNAL = 'Journal for 5 minutes every morning';
const RUN = 'Run a 5K by March';

const stack = withBrowserStack(inject('webDist'));

/** The planner's plan for the goal, saved whole; its bites counted. */
async function savedGoal(session: AuthResponse, goal: string): Promise<number> {
  const plan = await savePlannedGoal(stack.server.url, session, goal);
  return plan.subgoals.flatMap((slice) => slice.tasks.flatMap((task) => task.microtasks)).length;
}

/** The controls of the page that anything floating (a toast) lies over, once the page has come to rest. */
async function coveredControls(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.getBoundingClientRect());
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input')].filter((c) => c.getClientRects().length > 0);
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return floating.some((toast) => box.bottom > toast.top && box.top < toast.bottom && box.right > toast.left && box.left < toast.right);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
  });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('a phone, a habit and a bite', () => {
  it("counts a habit tick as a share of a bite, celebrates each done in its own row with nothing over the next goal's card, and shows an undated goal's bites on Progress", async () => {
    const session = await registerAccount(stack.server.url, 'phone-toasts@example.com', 'correct horse battery');
    // Today lists the newest goal first: the journal, whose Done is in sight from the top.
    await savedGoal(session, RUN);
    const journalBites = await savedGoal(session, JOURNAL);

    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto('/today');
    const habit = page.getByRole('checkbox', { name: JOURNAL });
    await habit.waitFor();

    await habit.click();
    const cheer = page.locator('#today-cheer');
    await page.locator('.today-habit').locator('#today-cheer').waitFor();
    expect(await coveredControls(page), 'nothing floats over the page after a habit tick').toEqual([]);
    await saveScreenshot(page, 'phone-toast-habit', { fullPage: false });

    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator('.today-step', { hasText: JOURNAL }).getByRole('button', { name: /^Done: / }).click();
    await page.locator('.today-step', { hasText: JOURNAL }).locator('#today-cheer').getByText(/^Bite done!/).waitFor();
    expect(await cheer.textContent(), 'the habit ticked first counts its share of its times, never a whole bite').toContain(`1 of ${journalBites} bites`);
    expect(await cheer.count(), "the bite's celebration replaced the habit's").toBe(1);
    expect(await coveredControls(page), "nothing floats over the next goal's card").toEqual([]);
    await expect.poll(() => focusedId(page), { message: 'focus on the celebration, which a second press cannot tick' }).toBe('today-cheer');
    expect(await page.evaluate(() => window.scrollY), 'the page stays where it was').toBe(scrolled);
    const runDone = page.locator('.today-step', { hasText: RUN }).getByRole('button', { name: /^Done: / });
    expect(await runDone.isVisible(), "the next goal's Done is still on the page").toBe(true);
    await saveScreenshot(page, 'phone-toast-bite', { fullPage: false });

    await page.goto('/progress');
    const journal = page.getByRole('region', { name: JOURNAL });
    await journal.waitFor();
    expect(await journal.getByText(/^1 of \d+ bites done/).textContent()).toContain(`1 of ${journalBites} bites done`);
    expect(await journal.getByText('Current run: 1 day').count()).toBe(1);
    await saveScreenshot(page, 'phone-progress-undated');

    await page.goto('/today');
    await habit.click();
    await expect.poll(() => habit.isChecked(), { message: 'the habit\'s own box takes its tick back, whatever toast came after' }).toBe(false);

    await page.goto('/profile');
    const calendar = page.getByRole('region', { name: 'Calendar feed' });
    await calendar.getByRole('button', { name: 'Make a calendar link' }).click();
    await calendar.getByRole('status').getByText('Calendar link made.').waitFor();
    expect(await coveredControls(page), 'nothing floats over the calendar card or the section after it').toEqual([]);
    await saveScreenshot(page, 'phone-toast-calendar', { fullPage: false });
    await context.close();

    const wide = await stack.browser.newContext({ viewport: WIDE, baseURL: stack.server.url, timezoneId: 'UTC' });
    await signIn(wide, session);
    const desk = await wide.newPage();
    await desk.goto('/today');
    await desk.getByRole('button', { name: /^Done: / }).first().click();
    await desk.locator('#today-cheer').waitFor();
    expect(await coveredControls(desk), 'nothing floats over the page on a wide screen').toEqual([]);
    await saveScreenshot(desk, 'wide-toast-bite', { fullPage: false });
    await desk.goto('/profile');
    // The phone made a link already: a new one asks first, as it ends the old address.
    await desk.getByRole('button', { name: 'Make a new link' }).click();
    await desk.getByRole('button', { name: 'Yes, make a new link' }).click();
    await desk.getByRole('region', { name: 'Calendar feed' }).getByRole('status').waitFor();
    expect(await coveredControls(desk), 'nothing floats over the calendar card on a wide screen').toEqual([]);
    await saveScreenshot(desk, 'wide-toast-calendar', { fullPage: false });
    await wide.close();
  });
});

// A keyboard on Today: the first controls' focus rings show whole; Enter on Done ticks one bite, and Enter pressed again, at once or a moment
// later, ticks nothing more, since focus has left Done (where the next bite slid in) for the
// celebration. Tab reaches its Undo, which puts the bite back and focus on its Done again.
const SETTLED_AND_MORE_MS = 900;

async function doneBites(session: AuthResponse): Promise<string[]> {
  const response = await fetch(`${stack.server.url}/api/users/${session.user.id}/dashboard`, { headers: { authorization: `Bearer ${session.token}` } });
  const { goals } = Dashboard.parse(await response.json());
  return goals.flatMap((goal) => stepsOf(goal).filter((step) => step.status === 'done').map((step) => step.title));
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '');

describe('Done by keyboard', () => {
  it('shows the first controls\' focus rings whole, ticks one bite for Enter pressed twice or three times, moves focus to the celebration, and its Undo puts the bite and focus back', async () => {
    const session = await registerAccount(stack.server.url, 'keyboard-done@example.com', 'correct horse battery');
    await createGoal(stack.server.url, session, 'Run a 10K');
    const context = await stack.browser.newContext({ viewport: WIDE, baseURL: stack.server.url, timezoneId: 'UTC' });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto('/today');
    await page.getByRole('button', { name: 'Done: Run 2 km' }).waitFor();

    // The first controls' focus rings are drawn whole, not cut at the top edge of the page.
    for (let control = 0; control < 4; control += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const focused = document.activeElement!;
        const style = getComputedStyle(focused);
        return { name: focused.textContent?.trim(), top: focused.getBoundingClientRect().top - parseFloat(style.outlineOffset) - parseFloat(style.outlineWidth) };
      });
      expect(ring.top, `the focus ring of ${ring.name}`).toBeGreaterThanOrEqual(0);
    }
    await saveScreenshot(page, 'wide-first-focus', { fullPage: false });

    const done = page.getByRole('button', { name: 'Done: Run 2 km' });
    await done.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.locator('#today-cheer').waitFor();
    await page.getByRole('button', { name: 'Done: Run 3 km' }).waitFor();
    await expect.poll(() => focusedName(page), { message: 'focus on the celebration, not on the next bite\'s Done' }).toBe('today-cheer');
    await page.waitForTimeout(SETTLED_AND_MORE_MS);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(SETTLED_AND_MORE_MS);
    expect(await doneBites(session), 'one bite done, however often Enter was pressed').toEqual(['Run 2 km']);
    await saveScreenshot(page, 'wide-done-by-keyboard', { fullPage: false });

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Undo');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Done: Run 2 km' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { message: 'focus back on the Done that was undone' }).toBe('Done: Run 2 km');
    expect(await page.locator('#today-cheer').count(), 'the celebration goes with its Undo').toBe(0);
    expect(await doneBites(session)).toEqual([]);
    await context.close();
  });
});
