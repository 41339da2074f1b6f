// Vitest's global setup: the web build and the function bundles are made once per test run, here,
// and handed to the test files that ask for them with inject('webDist') or
// inject('functionBundles'). A run that selects none of those files builds nothing.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Bundled } from '../../bench/size/bundles.ts';
import type { launchChromiumServer } from '../../web/e2e/support/chromium.ts';
import './web-dist.ts';

// The builders and Playwright are imported only when a selected file wants what they make: a run
// that wants none (`npm run test:fast`) would otherwise load Vite's builder, esbuild and
// Playwright in its main process before the first test.

type BrowserServer = Awaited<ReturnType<typeof launchChromiumServer>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every function bundled as the stack bundles it: `dir/<id>/index.mjs`, with its sizes. */
    functionBundles: { dir: string; bundles: Record<string, Bundled> };
  }
}

/**
 * Which of the shared builds the selected test files inject. Vitest keeps the command line's file
 * filters in `filenamePattern`, which its types leave out; were it ever gone, every file would
 * count as selected and a filtered run would build more than it needs, nothing worse.
 */
async function wanted(project: TestProject): Promise<{ web: boolean; bundles: boolean; browser: boolean }> {
  const { filenamePattern } = project.vitest as unknown as { filenamePattern?: string[] };
  const specs = await project.vitest.globTestSpecifications(filenamePattern);
  const sources = specs.map((spec) => readFileSync(spec.moduleId, 'utf8'));
  return {
    web: sources.some((source) => source.includes("inject('webDist')")),
    bundles: sources.some((source) => source.includes("inject('functionBundles')")),
    browser: sources.some((source) => source.includes('withBrowserStack(')),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const want = await wanted(project);
  const made: string[] = [];
  const scratch = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `cakewalk-test-${name}-`));
    made.push(dir);
    return dir;
  };
  // One after the other: on two cores, Vite and esbuild side by side only fight for them.
  if (want.web) {
    const dir = scratch('web');
    const { buildWeb } = await import('../../bench/size/web-size.ts');
    await buildWeb(dir);
    project.provide('webDist', dir);
  }
  if (want.bundles) {
    const dir = scratch('bundles');
    const { bundleInto } = await import('../../bench/size/bundles.ts');
    project.provide('functionBundles', { dir, bundles: await bundleInto(dir) });
  }
  let browser: BrowserServer | undefined;
  if (want.browser) {
    const { launchChromiumServer } = await import('../../web/e2e/support/chromium.ts');
    browser = await launchChromiumServer();
    project.provide('browserEndpoint', browser.wsEndpoint());
  }
  return async () => {
    await browser?.close();
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
}
