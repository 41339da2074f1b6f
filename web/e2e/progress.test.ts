import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { ExportFile, ExportMicrotask } from '@cakewalk/shared/schemas/account/export-file.ts';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import { a11yViolations, overflowsSideways, saveScreenshot } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { mainNav, path } from './support/navigation.ts';
import { registerAccount, signIn } from './support/seed-account.ts';

// Weeks of history, brought in as a person brings an export file back (POST /users/me/import):
// no clock moves. Then Progress draws it, the weekly review is answered, and Today welcomes back
// after the quiet days at the end of it, and says once that a pause moved the due date (Undo
// gives the old one back); on a phone, axe on every state, and on a laptop on every screen.
const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
type Viewport = typeof DESKTOP | typeof PHONE;

const stack = withBrowserStack(inject('webDist'));

async function checkA11y(page: Page, state: string): Promise<void> {
  expect(await a11yViolations(page), `axe on ${state}`).toEqual([]);
  expect(await overflowsSideways(page), `sideways scroll on ${state}`).toBe(false);
}

/** The account's day: a new account keeps its days in UTC until it says otherwise. */
const today = () => dayIn(new Date(), 'UTC');

/** A daily habit done most days of seven weeks, paused for five, the last done four days ago. */
function stretchHabit(day: string): ExportMicrotask {
  const done_days: string[] = [];
  for (let back = 50; back >= 4; back -= 1) {
    const paused = back <= 24 && back > 19;
    if (!paused && back % 6 !== 0) done_days.push(addDays(day, -back));
  }
  return {
    title: 'Stretch for 5 minutes', status: 'todo', minutes: 5, repeat: { every: 'day', times: 200 },
    completions: done_days.length, last_done: done_days.at(-1) ?? null, done_days,
  };
}

const oneOff = (title: string, doneDaysBack?: number, day = today()): ExportMicrotask =>
  doneDaysBack === undefined
    ? { title, status: 'todo' }
    : { title, status: 'done', done_days: [addDays(day, -doneDaysBack)] };

function historyFile(email: string): ExportFile {
  const day = today();
  return {
    format: 'cakewalk-export',
    version: 1,
    exported_at: new Date().toISOString(),
    user: { name: 'Robin Baker', email },
    settings: null,
    checkins: [],
    reflections: [],
    goals: [{
      title: 'Run a 10K', description: 'Run a 10K in the spring', due_date: addDays(day, 60), status: 'in_progress', tone: 'friendly',
      created_at: `${addDays(day, -56)}T08:00:00.000Z`,
      pauses: [{ from: addDays(day, -24), until: addDays(day, -19) }],
      // The pause ended: the due date moved by its 5 days, and Today says so from today on.
      due_move: { days: 5, from_date: addDays(day, 55), to_date: addDays(day, 60), shown_from: day },
      subgoals: [{ title: 'Build a base', status: 'in_progress', tasks: [
        { title: 'Every day', status: 'in_progress', microtasks: [stretchHabit(day)] },
        { title: 'Runs', status: 'in_progress', microtasks: [
          oneOff('Buy running shoes', 54), oneOff('Run 2 km', 40), oneOff('Run 3 km', 30), oneOff('Run 4 km', 10), oneOff('Run 5 km', 4),
          oneOff('Run 6 km'), oneOff('Run 7 km'), oneOff('Run 8 km'), oneOff('Run 10 km'),
        ] },
      ] }],
    }],
  };
}

async function importHistory(session: AuthResponse, email: string): Promise<void> {
  const response = await fetch(`${stack.server.url}/api/users/me/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify(historyFile(email)),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function reflectionsOf(session: AuthResponse): Promise<Reflection[]> {
  const response = await fetch(`${stack.server.url}/api/reflections?user_id=${session.user.id}`, { headers: { authorization: `Bearer ${session.token}` } });
  return (await response.json()) as Reflection[];
}

async function progressShowsTheHistory(page: Page, viewport: Viewport): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: 'Progress' }).click();
  await path(page, '/progress');
  const goal = page.getByRole('region', { name: 'Run a 10K' });
  const habit = goal.getByRole('article', { name: 'Stretch for 5 minutes' });
  const chart = habit.getByRole('img', { name: /Stretch for 5 minutes, since / });
  await chart.waitFor();

  // Cells: each kind drawn as its own shape; the paused days are not misses.
  expect(await chart.locator('.cell-done').count()).toBeGreaterThan(30);
  expect(await chart.locator('.cell-paused').count()).toBe(5);
  expect(await chart.locator('.cell-missed, .cell-rest').count()).toBeGreaterThan(0);
  // Runs: the best one stands, and a run that ended is never a 0.
  expect(await habit.getByText(/^Best run: \d+ days$/).textContent()).toMatch(/[1-9]/);
  expect(await habit.getByText(/^(Current run: [1-9]\d* days?|Your next tick starts a run)$/).count()).toBe(1);
  expect(await habit.getByText(/% of the last 30 days$/).count()).toBe(1);
  // The road, said in words.
  expect(await goal.getByText(/^[\d.]+ of \d+ bites? done\./).textContent()).toMatch(/It is due/);
  await checkA11y(page, `Progress (${viewport.name})`);

  // The keyboard reads the heatmap cell by cell.
  await chart.focus();
  await page.keyboard.press('ArrowUp');
  expect(await habit.locator('.heatmap-readout').textContent()).toMatch(/: (Done|Not done|Rest|Paused)$/);

  // The table alternative: a row a week since the habit began (50 days ago), Monday to Sunday.
  await habit.getByText('Show as a table').click();
  const table = habit.getByRole('region', { name: 'Stretch for 5 minutes: table' }).getByRole('table');
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(9);
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(10);
  expect(await table.getByRole('cell', { name: 'Paused', exact: true }).count()).toBe(5);
  await goal.locator('.road').getByText('Show as a table').click();
  const road = goal.getByRole('region', { name: 'Run a 10K: road: table' }).getByRole('table');
  // A row a week since the goal began, eight weeks ago.
  expect(await road.getByRole('row').count()).toBeGreaterThanOrEqual(9);
  await checkA11y(page, `Progress with a table open (${viewport.name})`);
  await saveScreenshot(page, `progress-${viewport.name}`);
}

async function weeklyReviewSaved(page: Page, viewport: Viewport, session: AuthResponse): Promise<void> {
  await page.goto('/progress/review');
  await page.getByRole('heading', { name: 'Your week' }).waitFor();
  await page.getByRole('region', { name: 'The last 7 days' }).waitFor();
  const firstBite = page.getByRole('combobox', { name: "Next week's first bite" });
  expect(await firstBite.locator('option:checked').textContent()).toBe('Run 6 km');
  await page.getByRole('textbox', { name: 'What went well?' }).fill('Stretched most mornings');
  await page.getByRole('textbox', { name: 'What got in the way?' }).fill('A cold, then the rain');
  await firstBite.selectOption({ label: 'Run 7 km' });
  await checkA11y(page, `the weekly review (${viewport.name})`);
  await saveScreenshot(page, `weekly-review-${viewport.name}`);

  await page.getByRole('button', { name: 'Save review' }).click();
  await page.getByText('Your review is saved in Your Reflections.').waitFor();
  await checkA11y(page, `the weekly review saved (${viewport.name})`);
  const reviews = (await reflectionsOf(session)).filter((reflection) => reflection.content.startsWith('Weekly review'));
  expect(reviews.map((reflection) => reflection.content)).toEqual([
    "Weekly review\nWhat went well: Stretched most mornings\nWhat got in the way: A cold, then the rain\nNext week's first bite: Run 7 km",
  ]);
}

async function dueDateOf(session: AuthResponse): Promise<string | null> {
  const response = await fetch(`${stack.server.url}/api/users/${session.user.id}/dashboard`, { headers: { authorization: `Bearer ${session.token}` } });
  const { goals } = (await response.json()) as Dashboard;
  return goals[0]?.due_date ?? null;
}

/** Today after the quiet days: a welcome back, and the pause's moved due date said once, with Undo. */
async function welcomedBack(page: Page, viewport: Viewport, session: AuthResponse): Promise<void> {
  await page.goto('/today');
  const lines = page.getByRole('region', { name: 'Coming back' });
  const welcome = lines.locator('.welcome-back');
  await welcome.waitFor();
  expect(await welcome.textContent()).toMatch(/two minutes on “.+” is a start\.$/);
  // The bite picked in the review leads the day now.
  await page.getByText('Run 7 km').first().waitFor();
  const moved = lines.locator('.due-move-line');
  expect(await moved.textContent()).toMatch(/^Run a 10K: due date moved by 5 days, to .+, for your pause\./);
  await checkA11y(page, `Today, welcomed back (${viewport.name})`);

  await moved.getByRole('button', { name: 'Undo' }).click();
  await moved.getByText(/^Run a 10K: due .+ again\.$/).waitFor();
  expect(await dueDateOf(session)).toBe(addDays(today(), 55));
  // Said once: the next visit to Today does not say it again.
  await page.reload();
  await welcome.waitFor();
  expect(await lines.locator('.due-move-line').count()).toBe(0);
}

/** A new account with the weeks of history, signed in, in a browser of this size. */
async function withHistory(viewport: Viewport, visit: (page: Page, session: AuthResponse) => Promise<void>): Promise<void> {
  const email = `robin-progress-${viewport.name}@example.com`;
  const session = await registerAccount(stack.server.url, email, 'correct horse battery');
  await importHistory(session, email);
  const context = await stack.browser.newContext({ viewport, baseURL: stack.server.url, timezoneId: 'UTC' });
  try {
    await signIn(context, session);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await visit(page, session);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('progress over weeks', () => {
  it(`on a phone (${PHONE.width} x ${PHONE.height}): an imported history on Progress, a weekly review saved, a welcome back`, async () => {
    await withHistory(PHONE, async (page, session) => {
      // Not Today first: the moved due date is said there once, and is looked at last.
      await page.goto('/dashboard');
      await progressShowsTheHistory(page, PHONE);
      await weeklyReviewSaved(page, PHONE, session);
      await welcomedBack(page, PHONE, session);
    });
  });

  // A wider screen changes the layout of each screen, which axe and the pictures check; what the
  // screens do is the same at any width, and the phone's run proves it.
  it(`on a laptop (${DESKTOP.width} x ${DESKTOP.height}): the same screens`, async () => {
    await withHistory(DESKTOP, async (page) => {
      await page.goto('/progress');
      const goal = page.getByRole('region', { name: 'Run a 10K' });
      await goal.getByRole('img', { name: /Stretch for 5 minutes, since / }).waitFor();
      await goal.getByRole('article', { name: 'Stretch for 5 minutes' }).getByText('Show as a table').click();
      await goal.locator('.road').getByText('Show as a table').click();
      await checkA11y(page, `Progress with its tables open (${DESKTOP.name})`);
      await saveScreenshot(page, `progress-${DESKTOP.name}`);

      await page.goto('/progress/review');
      await page.getByRole('region', { name: 'The last 7 days' }).waitFor();
      await checkA11y(page, `the weekly review (${DESKTOP.name})`);
      await saveScreenshot(page, `weekly-review-${DESKTOP.name}`);

      await page.goto('/today');
      await page.getByRole('region', { name: 'Coming back' }).locator('.welcome-back').waitFor();
      await checkA11y(page, `Today, welcomed back (${DESKTOP.name})`);
    });
  });
});
