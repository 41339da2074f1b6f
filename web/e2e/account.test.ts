import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { overflowsSideways, saveScreenshot, a11yViolations } from './support/browser.ts';
import { withBrowserStack } from './support/browser-stack.ts';
import { createGoal, registerAccount, signIn } from './support/seed-account.ts';

const stack = withBrowserStack(inject('webDist'));

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

const login = (email: string, password: string) =>
  fetch(`${stack.server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // The browser is the run's shared one, reached over its socket: the file is copied here to read.
  const path = join(mkdtempSync(join(tmpdir(), 'cakewalk-download-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** A device that turned notifications on, as a browser on `userAgent` would: real P-256 keys, an FCM endpoint. */
async function seedPushDevice(session: AuthResponse, userAgent: string): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const response = await fetch(`${stack.server.url}/api/users/me/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'user-agent': userAgent },
    body: JSON.stringify({
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    }),
  });
  expect(response.status).toBe(201);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor();
}

/** The profile's "Your data and account", opened by keyboard from its folded heading. */
async function accountSection(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Your data and account' });
  const toggle = section.getByRole('button', { name: 'Your data and account' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  return section;
}

describe('Profile: your data and account', () => {
  it('exports, imports, makes calendar links, changes the password, signs out everywhere and deletes the account', async () => {
    const email = 'owner@example.com';
    const session = await registerAccount(stack.server.url, email, PASSWORD);
    await createGoal(stack.server.url, session, 'Run a 10K');
    await seedPushDevice(session, PHONE);
    const context = await stack.browser.newContext({ baseURL: stack.server.url, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.server.url });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto('/profile');
    const section = await accountSection(page);
    await section.waitFor();
    await section.getByRole('listitem', { name: 'Chrome on Android' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await a11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-profile');

    // Export: JSON with the goal, and a CSV with one row per bite.
    const json = await download(page, section.getByRole('button', { name: 'Download JSON' }));
    expect(json.name).toMatch(/^cakewalk-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(json.text) as ExportFile;
    expect(exported).toMatchObject({ format: 'cakewalk-export', version: 1, user: { email } });
    expect(exported.goals.map((goal) => goal.title)).toEqual(['Run a 10K']);
    const csv = await download(page, section.getByRole('button', { name: 'Download CSV' }));
    expect(csv.name).toMatch(/\.csv$/);
    const rows = csv.text.trimEnd().split('\n');
    expect(rows[0]).toBe('goal,subgoal,task,microtask,status,repeat,completions,due_date');
    expect(rows.slice(1)).toEqual([
      'Run a 10K,Build a base,Easy runs,Run 2 km,in_progress,,,2030-06-01',
      'Run a 10K,Build a base,Easy runs,Run 3 km,todo,,,2030-06-01',
      'Run a 10K,Build a base,Gear,Buy shoes,todo,,,2030-06-01',
    ]);

    // Import the export back: a preview first, then the goal already there is skipped, not doubled.
    await section.getByLabel('Cakewalk export file (JSON)').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(json.text) });
    await section.getByText('This adds 1 goal (3 bites) and 0 reflections to your account. Nothing you have now changes.').waitFor();
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(page, 'Imported 0 goals and 0 reflections. Skipped 1 goal you already have.');
    const goals = await page.evaluate(async (userId) => {
      const response = await fetch(`/api/users/${userId}/dashboard`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return ((await response.json()) as { goals: { title: string }[] }).goals.map((goal) => goal.title);
    }, session.user.id);
    expect(goals).toEqual(['Run a 10K']);
    await section.getByLabel('Cakewalk export file (JSON)').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
    await section.getByRole('alert').filter({ hasText: 'This file is not a Cakewalk export.' }).waitFor();

    // Calendar, in its own card: make a link (by keyboard), copy it, make a new one (the old one 404s), turn it off.
    const calendar = page.getByRole('region', { name: 'Calendar feed' });
    await calendar.getByRole('button', { name: 'Make a calendar link' }).focus();
    await page.keyboard.press('Enter');
    const linkField = calendar.getByLabel('Your calendar link');
    await linkField.waitFor();
    const firstLink = await linkField.inputValue();
    expect(firstLink).toMatch(new RegExp(`^${stack.server.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    // Focus follows the work to the new link, never to the page.
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    await expect.poll(focusedId).toBe('calendar-url');
    const feed = await fetch(firstLink);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Due: Run a 10K');
    await calendar.getByRole('button', { name: 'Copy link' }).click();
    // The card says what each press did, under its buttons, rather than a toast over the next section.
    await calendar.getByRole('status').getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstLink);
    // A new link ends the old address, so the card asks first.
    await calendar.getByRole('button', { name: 'Make a new link' }).click();
    await calendar.getByRole('button', { name: 'Yes, make a new link' }).click();
    await expect.poll(() => linkField.inputValue()).not.toBe(firstLink);
    await expect.poll(focusedId).toBe('calendar-url');
    expect((await fetch(firstLink)).status).toBe(404);
    const secondLink = await linkField.inputValue();
    await calendar.getByRole('button', { name: 'Turn off the link' }).click();
    await calendar.getByRole('status').getByText('Calendar link turned off.').waitFor();
    await expect.poll(focusedId).toBe('calendar-make');
    expect((await fetch(secondLink)).status).toBe(404);

    // Change password: a wrong one is named, the right one keeps this browser signed in.
    await section.getByLabel('Current password').fill('not my password');
    await section.getByLabel('New password').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed. Other devices are signed out.');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    await page.reload();
    await accountSection(page);
    expect(new URL(page.url()).pathname).toBe('/profile');
    // A new password ends every way in: the phone's notifications are gone from the list.
    await section.getByText('No chat or device is linked, so your check-ins show here in the app.').waitFor();

    // Sign out everywhere: asked once, then the login page; sign in again with the new password.
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    await section.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await toast(page, 'You are signed out on every device.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');
    await accountSection(page);

    // Delete the account, by keyboard: DELETE and the password, then Enter.
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByLabel('Your password').fill(NEW_PASSWORD);
    await section.getByLabel('Your password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Your account and everything in it are deleted.');
    expect((await login(email, NEW_PASSWORD)).status).toBe(401);
    await context.close();
  });

  it('fits a phone and stays axe-clean there, and removes a device by keyboard after asking once', async () => {
    const session = await registerAccount(stack.server.url, 'phone@example.com', PASSWORD);
    await seedPushDevice(session, PHONE);
    await seedPushDevice(session, LAPTOP);
    const context = await stack.browser.newContext({ baseURL: stack.server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto('/profile');
    const section = await accountSection(page);
    const laptop = section.getByRole('listitem', { name: 'Safari on macOS' });
    await laptop.waitFor();
    await expect.poll(() => laptop.textContent()).toContain('Added today · not notified yet');
    await page.waitForLoadState('networkidle');
    expect(await a11yViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await saveScreenshot(page, 'account-profile-phone');

    await laptop.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    const yes = laptop.getByRole('button', { name: 'Yes, remove' });
    await expect.poll(() => yes.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await a11yViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await saveScreenshot(page, 'account-device-remove-phone');
    await page.keyboard.press('Enter');
    await toast(page, 'Safari on macOS removed.');
    await laptop.waitFor({ state: 'detached' });
    await section.getByRole('listitem', { name: 'Chrome on Android' }).waitFor();
    const listed = await page.evaluate(async () => {
      const response = await fetch('/api/users/me/devices', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return ((await response.json()) as { push: { name: string }[] }).push.map((device) => device.name);
    });
    expect(listed).toEqual(['Chrome on Android']);
    await context.close();
  });
});

/** The newest email the server wrote to `to`, parsed as a mail app would. */
async function lastMailTo(to: string): Promise<ParsedMail> {
  const folder = join(stack.server.dataDir, 'mail');
  const mails = await Promise.all(readdirSync(folder).sort().map((name) => simpleParser(readFileSync(join(folder, name)))));
  const mail = mails.filter((parsed) => parsed.to && !Array.isArray(parsed.to) && parsed.to.value.some((address) => address.address === to)).at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

describe('Forgot password, and notifications on this device', () => {
  it('sets a new password from the emailed link, and asks for no permission until "Notifications on this device" is clicked', async () => {
    const email = 'forgetful@example.com';
    await registerAccount(stack.server.url, email, PASSWORD);
    const context = await stack.browser.newContext({ baseURL: stack.server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: stack.server.url });
    // Every way a page can ask for a permission is counted, from before any script of the app runs.
    await context.addInitScript(() => {
      const asked: string[] = [];
      Object.assign(window, { permissionsAsked: asked });
      const request = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => (asked.push('Notification.requestPermission'), request(...args));
      const subscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = function (...args) {
        asked.push('pushManager.subscribe');
        return subscribe.apply(this, args);
      };
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) => (asked.push(`permissions.query:${descriptor.name}`), query(descriptor));
    });
    const page = await context.newPage();
    const asked = () => page.evaluate(() => (window as unknown as { permissionsAsked: string[] }).permissionsAsked);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account uses ${email}, a reset link is on its way.`, { exact: false }).waitFor();
    await saveScreenshot(page, 'forgot-password-sent');

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Reset your Cakewalk password');
    const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(`${stack.server.url}/reset-password?token=`));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/today');
    await toast(page, 'Password changed. You are signed in');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);

    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    const toggle = panel.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await asked()).toEqual([]);
    expect(await a11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'profile-notifications');

    await toggle.click();
    await expect.poll(asked).toContain('Notification.requestPermission');
    expect((await asked())[0]).toBe('Notification.requestPermission');
    // This test browser has no push service: the panel says so in its own words, never the browser's.
    await expect.poll(() => panel.getByText(/^This browser has no push service Cakewalk can reach/).count(), { timeout: 15_000 }).toBe(1);
    expect(await panel.textContent()).not.toContain('Registration failed');
    await saveScreenshot(page, 'profile-notifications-no-push-service');
    await context.close();
  });
});

// A new account on a server with no Telegram bot (the local one here), on a 390x844 phone: the
// Create Account button says at once that it is working; sign-up asks for no Telegram username;
// email check-ins can be chosen before the address is confirmed, the first tick sends the link,
// and the page says plainly what to do, where the link went (on this local run, the .eml file the
// server wrote) and how to send it again.
const PHONE_SCREEN = { width: 390, height: 844 } as const;
const HASHING_MS = 1500;

describe('signing up, and the channels this server offers', () => {
  it('shows progress on Create Account at once, asks for no Telegram without a bot, and says where the confirmation link went', async () => {
    const context = await stack.browser.newContext({ viewport: PHONE_SCREEN, baseURL: stack.server.url, timezoneId: 'UTC', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const channels = page.waitForResponse((response) => response.url().endsWith('/api/channels'));
    await page.goto('/signup');
    expect(await (await channels).json()).toEqual({ telegram_available: false });
    await page.getByLabel('Name', { exact: true }).fill('Noor Baker');
    await page.getByLabel('Email').fill('noor.channels@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    expect(await page.getByLabel(/Telegram/).count(), 'no Telegram username without a bot to link it to').toBe(0);

    // The server's password hashing takes seconds in the cloud (here it is made quick, so the
    // answer is held back as long): the button says it is working from the first frame.
    await page.route('**/api/auth/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HASHING_MS));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const busy = page.getByRole('button', { name: 'Creating your account…' });
    await busy.waitFor({ timeout: 500 });
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await saveScreenshot(page, 'phone-signup-creating', { fullPage: false });
    await page.getByText('Registration successful!').waitFor();
    await page.waitForURL('**/goal-setup');

    await page.goto('/profile');
    const email = page.getByRole('region', { name: 'Check-ins by email' });
    await email.getByText('Confirm your email to turn these on: we will send a link to noor.channels@example.com.').waitFor();
    // The box follows the saved settings, so it turns once the server has the choice.
    await email.getByRole('checkbox', { name: 'Daily check-in by email' }).click();
    await email.getByText('Confirm your email to turn these on: we sent a link to noor.channels@example.com. Open it within 24 hours.').waitFor();
    const file = await email.locator('.email-file').textContent();
    expect(file && existsSync(file) && readFileSync(file, 'utf8'), 'the file the page names holds the email').toContain('Subject: Confirm your email for Cakewalk');
    await expect.poll(() => email.getByRole('checkbox', { name: 'Daily check-in by email' }).isChecked(), { message: 'the choice is kept until the address is confirmed' }).toBe(true);
    await email.getByRole('button', { name: 'Send the link again' }).waitFor();
    await email.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-email-confirm', { fullPage: false });
    expect(await a11yViolations(page)).toEqual([]);
    await context.close();
  });
});
