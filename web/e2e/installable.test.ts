import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromiumWithProfile } from './support/browser.ts';
import { startLocalServer, type LocalServer } from './support/local-server.ts';

let server: LocalServer;
let profileDir: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startLocalServer(inject('webDist'));
  profileDir = mkdtempSync(path.join(tmpdir(), 'cakewalk-profile-'));
  context = await launchChromiumWithProfile(profileDir, { baseURL: server.url });
  page = await context.newPage();
  await page.goto('/');
  // The service worker claims the page once it has precached the app shell.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('passes Chromium\'s own installability checks, with a manifest that has its icons', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; icons?: { sizes: string }[] };
    expect(parsed.name).toBe('Cakewalk');
    expect(parsed.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('serves the service worker as a script that browsers always revalidate', async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers an API call or an API page from its cache', async () => {
    const status = await page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(status).toBe(401);
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cachedUrls).toContain('/index.html');
    expect(cachedUrls.filter((url) => url.startsWith('/api'))).toEqual([]);

    const apiPage = await context.newPage();
    const response = await apiPage.goto('/api/no-such-route');
    expect(response?.status()).toBe(404);
    expect(await response?.headerValue('content-type')).toMatch(/application\/json/);
    await apiPage.close();
  });

  it('opens with no network and says it is offline, pages included', async () => {
    await context.setOffline(true);
    try {
      // A new tab with no network: the service worker serves the app shell from its cache.
      const offline = await context.newPage();
      await offline.goto('/');
      await offline.getByRole('heading', { level: 1, name: 'Big goals, one bite at a time.' }).waitFor();
      await offline.getByText('You are offline.').waitFor();
      await offline.getByRole('link', { name: 'Login' }).click();
      await offline.getByRole('heading', { name: 'Login' }).waitFor();
      await offline.close();
    } finally {
      await context.setOffline(false);
    }
  });
});
