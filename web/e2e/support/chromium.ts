// How the browser tests start Debian's Chromium. Apart from browser.ts, which reads pages, so the
// test run's global setup (tools/test/global-build.ts) can start it without the DOM's types.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Chromium as a server the test run starts once: each browser test file connects to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
