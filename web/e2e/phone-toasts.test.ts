import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { registerAccount, savePlannedGoal, signIn } from './support/seed-account.ts';

// Two goals as a person makes them on a 390x844 phone, one of them a habit: ticking the habit
// counts only its share of its times, never a whole bite; one toast at a time, never over the
// control a thumb reaches for next, and the page does not jump; Progress shows how far through
// its bites a goal without a due date is. On a wide screen the toast sits beside the column and
// covers nothing; on a phone it spans the screen's foot, clear of the row just acted on.
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

/** The controls of the page that the toast covers, once it has come to rest; and where focus is. */
async function underToast(page: Page) {
  await page.locator('[data-sonner-toast][data-front="true"]').waitFor();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast][data-front="true"]')!.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input')].filter((c) => c.getClientRects().length > 0);
    const covered = controls.filter((control) => {
      const box = control.getBoundingClientRect();
      return box.bottom > toast.top && box.top < toast.bottom && box.right > toast.left && box.left < toast.right;
    });
    const focused = document.activeElement;
    return {
      covered: covered.map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
      focused: focused?.getAttribute('aria-label') ?? '',
      focusedCovered: focused !== null && covered.includes(focused as HTMLElement),
      toasts: document.querySelectorAll('[data-sonner-toast]').length,
    };
  });
}

describe('a phone, a habit and a bite', () => {
  it('counts a habit tick as a share of a bite, shows one toast at a time clear of the next Done without a jump, and shows an undated goal\'s bites on Progress', async () => {
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
    expect((await underToast(page)).covered, 'the habit\'s box is clear of its toast').not.toContain(JOURNAL);
    await saveScreenshot(page, 'phone-toast-habit', { fullPage: false });

    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator('.today-step', { hasText: JOURNAL }).getByRole('button', { name: /^Done: / }).click();
    const toast = page.locator('[data-sonner-toast][data-front="true"]');
    await toast.getByText(/^Bite done!/).waitFor();
    expect(await toast.textContent(), 'the habit ticked first counts its share of its times, never a whole bite').toContain(`1 of ${journalBites} bites`);
    const done = await underToast(page);
    expect(done.focused, 'focus on the next bite').toMatch(/^Done: /);
    expect(done.focusedCovered, 'the next Done is clear of the toast').toBe(false);
    expect(done.toasts, 'the bite\'s toast replaced the habit\'s').toBe(1);
    expect(await page.evaluate(() => window.scrollY), 'the page stays where it was: the next Done was in sight').toBe(scrolled);
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
    await page.getByRole('button', { name: 'Make a calendar link' }).click();
    expect((await underToast(page)).covered, 'the calendar card\'s buttons are clear of its toast').not.toContain('Turn off the link');
    await saveScreenshot(page, 'phone-toast-calendar', { fullPage: false });
    await context.close();

    const wide = await stack.browser.newContext({ viewport: WIDE, baseURL: stack.server.url, timezoneId: 'UTC' });
    await signIn(wide, session);
    const desk = await wide.newPage();
    await desk.goto('/today');
    await desk.getByRole('button', { name: /^Done: / }).first().click();
    expect((await underToast(desk)).covered, 'controls under the toast on a wide screen').toEqual([]);
    await saveScreenshot(desk, 'wide-toast-bite', { fullPage: false });
    await desk.goto('/profile');
    await desk.getByRole('button', { name: 'Make a calendar link' }).click();
    expect((await underToast(desk)).covered, 'controls under the calendar\'s toast on a wide screen').toEqual([]);
    await saveScreenshot(desk, 'wide-toast-calendar', { fullPage: false });
    await wide.close();
  });
});
