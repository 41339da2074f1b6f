import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { TODAY_PAGE, WebBuild } from '../../web/e2e/support/first-load.ts';
import { KB } from '../budgets.ts';
import { round } from '../stats.ts';

const run = promisify(execFile);
const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

export interface WebSizes {
  /** The entry chunk and everything it imports statically: what every page loads. */
  first_load_gz_kb: number;
  /** The heaviest page's first load, as web/e2e/support/first-load.ts defines it and the e2e budget test holds it. */
  first_load_page_max_gz_kb: number;
  /** Today's first load, the signed-in home, by the same definition. */
  first_load_today_gz_kb: number;
  /** Every JavaScript file of the build. */
  total_gz_kb: number;
}

/** A production build into outDir (never web/dist, which is the web engineer's). */
export async function buildWeb(outDir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    // Under a test runner NODE_ENV=test would give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 180_000,
  });
}

export function measureWeb(outDir: string): WebSizes {
  const build = new WebBuild(outDir);
  const pages = build.pages().map((page) => build.firstLoadBytes(page));
  const assets = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  const total = assets.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file))).length, 0);
  return {
    first_load_gz_kb: round(build.shellBytes() / KB, 1),
    first_load_page_max_gz_kb: round(Math.max(0, ...pages) / KB, 1),
    first_load_today_gz_kb: round(build.firstLoadBytes(TODAY_PAGE) / KB, 1),
    total_gz_kb: round(total / KB, 1),
  };
}
