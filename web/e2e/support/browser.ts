import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM } from './chromium.ts';
import { webDir } from './web-dir.ts';

const screenshotDir = path.join(webDir, 'e2e/screenshots');

/** A browser with a real profile on disk: Chromium offers no install in its incognito contexts. */
export function launchChromiumWithProfile(userDataDir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, ...options });
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Every axe finding, whatever its impact, summarised so a failure names the rule and the element.
 * axe-core is driven directly rather than through @axe-core/playwright's builder, which sent and
 * compiled axe's 560 KB again for every scan and finished each in a page of its own: that was
 * half a browser test's time. Here a page takes axe once, until it navigates away (the app's
 * pages hold no frames for axe to reach into), and only the violations are gathered.
 */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const scanner = window.axe;
    if (scanner === undefined) throw new Error('axe-core is not on the page');
    const { violations } = await scanner.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  });
}

/**
 * axe on the page at rest. Colours mid-fade read as low contrast, and a toast can start to leave
 * while axe scans, so a finding counts only if it is still there once the page has settled again.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const settle = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  let findings: string[] = [];
  for (let look = 0; look < 3; look += 1) {
    await settle();
    findings = await axeFindings(page);
    if (findings.length === 0) return findings;
    await page.waitForTimeout(500);
  }
  return findings;
}

/**
 * Pictures are for a person to look at, so CI, where nobody does, takes none
 * (`E2E_SCREENSHOTS=off`, set by .ci/run): a full-page one took 0.8 to 2.4 s on a loaded host,
 * and the browser tests take about fifty.
 */
const screenshotsOn = process.env.E2E_SCREENSHOTS !== 'off';

/** The whole page from the top, or (`fullPage: false`) what the screen shows now, toasts included. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotsOn) return;
  mkdirSync(screenshotDir, { recursive: true });
  // From the top, so the sticky header is drawn where it belongs in the full-page picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** True when the page scrolls sideways, the usual sign of a layout that breaks on a phone. */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
