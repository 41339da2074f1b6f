import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { startLocalServer, type LocalServer } from './local-server.ts';

export interface BrowserStack {
  /** The real local server, serving the web app this test run built. */
  readonly server: LocalServer;
  readonly browser: Browser;
}

/**
 * Starts the local server on `webDist` and Chromium once for the test file, and stops them after
 * it. The file passes inject('webDist') itself: the test run builds the web app only for files
 * whose source asks for it (tools/test/global-build.ts).
 */
export function withBrowserStack(webDist: string): BrowserStack {
  let server: LocalServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startLocalServer(webDist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser stack is used before beforeAll started it');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
