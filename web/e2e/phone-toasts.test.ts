import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { registerAccount, savePlannedGoal, signIn } from './support/seed-account.ts';

// Two goals as a person makes them on a 390x844 phone, one of them a habit: ticking the habit
// counts only its share of its times, never a whole bite, a toast never sits
// over the control a thumb reaches for next, and Progress shows how far through its bites a goal
// without a due date is.
const PHONE = { width: 390, height: 844 } as const;
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
      return box.bottom > toast.top && box.top < toast.bottom;
    });
    return { covered: covered.map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''), focused: document.activeElement?.getAttribute('aria-label') ?? '' };
  });
}

describe('a phone, a habit and a bite', () => {
  it('counts a habit tick as a share of a bite, lifts the next cards clear of the toast, and shows an undated goal\'s bites on Progress', async () => {
    const session = await registerAccount(stack.server.url, 'phone-toasts@example.com', 'correct horse battery');
    const journalBites = await savedGoal(session, JOURNAL);
    await savedGoal(session, RUN);

    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto('/today');
    const habit = page.getByRole('checkbox', { name: JOURNAL });
    await habit.waitFor();

    await habit.click();
    expect((await underToast(page)).covered, 'controls under the habit\'s toast').toEqual([]);
    await saveScreenshot(page, 'phone-toast-habit', { fullPage: false });

    await page.getByRole('button', { name: /^Done: / }).first().click();
    const toast = page.locator('[data-sonner-toast][data-front="true"]');
    await toast.getByText(/^Bite done!/).waitFor();
    expect(await toast.textContent(), 'the habit ticked first counts its share of its times, never a whole bite').toContain(`1 of ${journalBites} bites`);
    const done = await underToast(page);
    expect(done.focused, 'focus on the next bite').toMatch(/^Done: /);
    expect(done.covered, 'controls under the bite\'s toast').toEqual([]);
    await saveScreenshot(page, 'phone-toast-bite', { fullPage: false });

    await page.goto('/progress');
    const journal = page.getByRole('region', { name: JOURNAL });
    await journal.waitFor();
    expect(await journal.getByText(/^1 of \d+ bites done/).textContent()).toContain(`1 of ${journalBites} bites done`);
    expect(await journal.getByText('Current run: 1 day').count()).toBe(1);
    await saveScreenshot(page, 'phone-progress-undated');
    await context.close();
  });
});
