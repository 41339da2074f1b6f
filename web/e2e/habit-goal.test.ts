import { describe, expect, inject, it } from 'vitest';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { registerAccount, savePlannedGoal, signIn } from './support/seed-account.ts';

// A goal that is itself a habit, planned by the real planner and saved as the app saves it: the
// planner puts its habit after a setup bite, yet Today asks for it and Progress draws it from the
// first day, on a 390x844 phone; the plan's other daily habits wait for their phase, as the plan
// said before the save.
const PHONE = { width: 390, height: 844 } as const;
const GOAL = 'Journal for 5 minutes every morning';

const stack = withBrowserStack(inject('webDist'));


describe('a goal that is itself a habit', () => {
  it('shows its habit on Today and Progress from the first day, before its setup bites are done', async () => {
    const session = await registerAccount(stack.server.url, 'habit-goal@example.com', 'correct horse battery');
    const plan = await savePlannedGoal(stack.server.url, session, GOAL);
    const habitSlice = plan.subgoals.findIndex((slice) => slice.tasks.some((task) => task.microtasks.some((bite) => bite.repeat)));
    expect(habitSlice, 'the planner puts the habit after a setup slice').toBeGreaterThan(0);

    const context = await stack.browser.newContext({ viewport: PHONE, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true, isMobile: true });
    await signIn(context, session);
    const page = await context.newPage();

    // Before the save, the plan says which habits start today: the goal's own, with no end, as it has no due date.
    await page.goto('/goal-setup');
    await page.getByLabel('Your goal').fill(GOAL);
    await page.getByRole('button', { name: 'Generate Breakdown' }).click();
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    const list = (label: string) => page.locator('.plan-habits-when', { hasText: label }).locator('xpath=following-sibling::ul[1]/li');
    await page.locator('.plan-habits').waitFor();
    expect(await list('Starting today:').allTextContents(), 'habits that start today').toEqual([expect.stringMatching(/^Journal for 5 minutes .*· every day with no end date$/)]);
    expect(await list('Starting when the plan reaches').count(), 'the plan\'s other habits wait').toBeGreaterThan(0);
    await saveScreenshot(page, 'habit-goal-setup-phone', { fullPage: false });

    await page.goto('/today');
    await page.getByRole('checkbox', { name: GOAL }).waitFor();
    // Only the goal's own habit comes forward: the plan's other habits wait for their phase.
    expect(await page.getByRole('checkbox').count(), 'habits on day one').toBe(1);
    // Its line says how often and how long, not the goal's title over again.
    expect(await page.locator('.today-habit .today-place').textContent()).not.toContain(GOAL);
    await saveScreenshot(page, 'habit-goal-today-phone');
    expect(await a11yViolations(page), 'axe on Today').toEqual([]);

    await page.goto('/progress');
    const habit = page.locator('.habit-progress').filter({ hasText: GOAL });
    await habit.waitFor();
    expect(await page.getByText('no habits', { exact: false }).count()).toBe(0);
    await saveScreenshot(page, 'habit-goal-progress-phone');
    expect(await overflowsSideways(page), 'sideways scroll on Progress').toBe(false);
    await context.close();
  });
});
