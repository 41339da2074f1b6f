import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/browser.ts';
import { withBrowserStack } from '../support/browser-stack.ts';
import { registerAccount, signIn } from '../support/seed-account.ts';

// A keyboard on a 390 x 844 phone, in Chromium against the real local server: each control Tab
// reaches on goal setup's questions is scrolled in whole, its focus ring too, and never sits
// under the sticky Skip / Make my plan bar.
const stack = withBrowserStack(inject('webDist'));
const PHONE = { width: 390, height: 844 };
// A focus ring's width and offset, outside the control's box.
const RING_PX = 4;

/** Where the focused control (a chip's label, for a radio) lies against the viewport and the save bar. */
function focusedRoom(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest('.goal-questions form')) return null;
    const box = (focused.closest('label') ?? focused).getBoundingClientRect();
    const bar = document.querySelector('.goal-questions .save-bar')?.getBoundingClientRect();
    const inBar = focused.closest('.save-bar') !== null;
    return { name: focused.closest('label')?.textContent ?? focused.textContent ?? '', bottom: box.bottom, top: box.top, barTop: inBar || !bar ? Infinity : bar.top, height: window.innerHeight };
  });
}

describe('room for focus on a phone', () => {
  it("goal setup's questions: every control Tab reaches shows whole, clear of the save bar and the screen's edge", async () => {
    const session = await registerAccount(stack.server.url, 'keyboard-room@example.com', 'correct horse battery');
    const context = await stack.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: stack.server.url, timezoneId: 'UTC' });
    try {
      await signIn(context, session);
      const page = await context.newPage();
      await page.goto('/goal-setup');
      await page.getByLabel('Your goal').fill('Learn to knit a scarf');
      await page.getByRole('button', { name: 'Generate Breakdown' }).click();
      await page.getByRole('heading', { name: 'A few questions first' }).waitFor();
      let checked = 0;
      for (let tab = 0; tab < 60; tab++) {
        await page.keyboard.press('Tab');
        const room = await focusedRoom(page);
        if (!room) continue;
        checked++;
        expect(room.top, `${room.name}: its ring below the top edge`).toBeGreaterThanOrEqual(RING_PX);
        expect(room.bottom + RING_PX, `${room.name}: its ring above the bottom edge`).toBeLessThanOrEqual(room.height);
        expect(room.bottom + RING_PX, `${room.name}: clear of the save bar`).toBeLessThanOrEqual(room.barTop);
        if (room.name === 'Make my plan') break;
      }
      expect(checked).toBeGreaterThan(3);
      await saveScreenshot(page, 'review-questions-keyboard-phone', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
