import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowsSideways, saveScreenshot, a11yViolations } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { closeMenu, mainNav, path } from './support/navigation.ts';
import { renameStep } from './support/plan-editor.ts';

// A new user from the landing page through every screen and back in, in Chromium against the real local server, on a laptop and on a phone.
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const PASSWORD = 'correct horse battery';

const stack = withBrowserStack(inject('webDist'));

/** Every screen passes the same checks: no axe finding of any impact, no sideways scroll, a picture. */
async function checkScreen(page: Page, shot: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await a11yViolations(page), `axe on ${page.url()}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${page.url()}`).toBe(false);
  await saveScreenshot(page, shot);
}

describe.each(VIEWPORTS)('the journey on $name ($width px)', (viewport) => {
  it('takes a new user from the landing page through every screen and back in', async () => {
    const context = await stack.browser.newContext({ viewport, baseURL: stack.server.url });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const email = `baker-${viewport.name}@example.com`;
    let step = 0;
    const shot = (name: string) => checkScreen(page, `${viewport.name}-${String(++step).padStart(2, '0')}-${name}`);

    // Landing
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Big goals, one bite at a time.' }).waitFor();
    await page.getByRole('heading', { name: 'Meet your helpers' }).waitFor();
    await shot('landing');
    await page.getByRole('link', { name: 'Get Started' }).click();

    // Sign up
    await path(page, '/signup');
    await page.getByLabel('Name', { exact: true }).fill('Ada Baker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await shot('signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration successful!').waitFor();

    // A new account starts with its first goal. Goal setup: generate, answer one question and leave one blank, edit a step, pick a tone, save
    await path(page, '/goal-setup');
    await (await mainNav(page)).getByRole('button', { name: 'Sign Out' }).waitFor();
    await closeMenu(page);
    await page.getByLabel('Your goal').fill('I want to run a 10K race in June without stopping');
    await page.getByRole('combobox', { name: 'Detail level' }).selectOption('2');
    await page.getByRole('button', { name: 'Generate Breakdown' }).click();
    const obstacle = page.getByRole('group', { name: 'What is most likely to get in the way?' });
    await obstacle.getByRole('button', { name: 'Too tired after work' }).click();
    await page.getByRole('group', { name: 'Where are you starting from?' }).waitFor();
    expect(await obstacle.getByRole('button', { name: 'Too tired after work' }).getAttribute('aria-pressed')).toBe('true');
    await shot('goal-questions');
    await page.getByRole('button', { name: 'Make my plan' }).click();
    await page.getByRole('heading', { name: 'Your breakdown' }).waitFor();
    expect(await page.getByLabel('If', { exact: true }).inputValue()).toBe('I get home too tired');
    await renameStep(page, 'Microtask 1.1.1', 'Lace up and walk-run for 20 minutes');
    await page.getByLabel('Goal title').fill('Run my first 10K');
    await page.getByRole('radio', { name: /^Friendly/ }).check();
    await shot('goal-setup');
    await page.getByRole('button', { name: 'Confirm & Save' }).click();
    await page.getByText('Goal saved successfully').waitFor();
    // The first goal opens Today; the dashboard holds the whole plan.
    await path(page, '/today');
    await page.getByText('Plan saved. Here is your first bite.').waitFor();
    await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).click();
    await path(page, '/dashboard');

    // Dashboard: the goal card names the if-then plan; the edited step is the current one under the default in_progress filter
    await page.getByText('If-then plan: If I get home too tired, then I do the smallest bite on my list, or move it to tomorrow morning.').waitFor();
    const taskCard = page.getByRole('region', { name: /./ }).nth(3);
    await taskCard.getByRole('button', { name: /Lace up and walk-run for 20 minutes/ }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Goal' }).textContent()).toContain('Run my first 10K');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await taskCard.getByRole('button', { name: /Lace up/ }).click();
    await page.getByText('Select a microtask to mark or break it down').waitFor();
    await taskCard.getByRole('button', { name: /Lace up/ }).click();
    await taskCard.getByRole('button', { name: 'Mark as Done' }).click();
    await taskCard.getByRole('button', { name: 'Mark as In Progress' }).waitFor();
    await expect.poll(() => taskCard.getByText(/^Progress: \d+%/).textContent()).not.toMatch(/^Progress: 0%/);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await taskCard.getByRole('button', { name: /^(In progress|To do):/ }).first().click();
    await page.getByRole('button', { name: 'Break Down' }).click();
    await page.getByText('Microtask broken down!').waitFor();
    await page.getByText('Select a microtask to mark or break it down').waitFor();
    await shot('dashboard');

    // Edit goal
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await path(page, /^\/edit-goal\//);
    await page.getByLabel('Title').fill('Run my first 10K race');
    await page.getByLabel('Due date').fill('2031-06-15');
    await shot('edit-goal');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await path(page, '/dashboard');
    await expect.poll(() => page.getByRole('combobox', { name: 'Goal' }).textContent()).toContain('Run my first 10K race');

    // Reflections: write one, then filter
    await page.goto('/reflections');
    await page.getByRole('heading', { name: 'Your Reflections' }).waitFor();
    await page.getByText(/^No reflections yet\./).waitFor();
    const form = page.getByRole('form', { name: 'Write a reflection' });
    await form.getByRole('textbox').fill('Walk-runs feel easier than last week.');
    await form.getByRole('combobox').selectOption({ label: 'Run my first 10K race' });
    await form.getByRole('button', { name: 'Save Reflection' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Walk-runs feel easier than last week.' });
    await card.getByText('Goal: Run my first 10K race').waitFor();
    await page.getByRole('combobox', { name: 'Goal', exact: true }).selectOption({ label: 'Run my first 10K race' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('asc');
    await card.waitFor();
    await page.getByLabel('Start date').fill('2099-01-01');
    await page.getByText('No reflections found for these filters.').waitFor();
    await page.getByLabel('Start date').fill('');
    await card.waitFor();
    await shot('reflections');

    // Profile
    await (await mainNav(page)).getByRole('link', { name: 'Profile' }).click();
    await path(page, '/profile');
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    // This server has no Telegram bot, so sign-up asked for no username and the profile shows none.
    await page.getByRole('region', { name: 'Check-ins', exact: true }).waitFor();
    expect(await page.getByText('Telegram ID').count()).toBe(0);
    await shot('profile');

    // Delete the goal, confirming
    await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('combobox', { name: 'Goal' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete “Run my first 10K race”?' }).getByRole('button', { name: 'Delete goal' }).click();
    await page.getByRole('heading', { name: /no cake yet/ }).waitFor();

    // Sign out
    await (await mainNav(page)).getByRole('button', { name: 'Sign Out' }).click();
    await path(page, '/');
    await (await mainNav(page)).getByRole('link', { name: 'Login' }).click();

    // Login fails with a wrong password, then succeeds
    await path(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    await shot('login-failed');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await path(page, '/today');
    await (await mainNav(page)).getByText('Ada Baker').waitFor();
    await shot('today-after-login');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
