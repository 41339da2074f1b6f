import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectChromium } from './chromium.ts';
import { startLocalServer, type LocalServer } from './local-server.ts';

export interface BrowserStack {
  /** The real local server, serving the web app this test run built. */
  readonly server: LocalServer;
  readonly browser: Browser;
}

/**
 * Starts the local server on `webDist` once for the test file, and stops it after it. The browser
 * is the test run's one Chromium (tools/test/global-build.ts starts it for the files that call
 * this): launching one per file cost seconds each, and every test opens a context of its own. The
 * file passes inject('webDist') itself: the test run builds the web app only for files whose
 * source asks for it.
 */
export function withBrowserStack(webDist: string): BrowserStack {
  let server: LocalServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startLocalServer(webDist);
    browser = await connectChromium(inject('browserEndpoint'));
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
