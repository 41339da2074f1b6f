import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { KB } from '../budgets.ts';
import { round } from '../stats.ts';

const run = promisify(execFile);
const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebSizes {
  /** The entry chunk and everything it imports statically (what index.html loads and preloads). */
  first_load_gz_kb: number;
  /** The same plus the heaviest page's own chunks, as web/e2e/first-load-budget.test.ts counts a page. */
  first_load_page_max_gz_kb: number;
  /** Today's first load, the signed-in home: the shell plus the Today route's own chunks. */
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

const TODAY_PAGE = 'src/app/routes/today-route.tsx';

const gzBytes = (file: string) => gzipSync(readFileSync(file)).length;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The module scripts and modulepreloads index.html names, as the browser fetches them first. */
function htmlScripts(html: string): string[] {
  const found = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)];
  return found.map((match) => match[1]!);
}

export function measureWeb(outDir: string): WebSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const shellKeys = staticClosure(manifest, entryKey);
  const shellFiles = new Set([...shellKeys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
  for (const file of htmlScripts(readFileSync(join(outDir, 'index.html'), 'utf8'))) shellFiles.add(file);
  const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzBytes(join(outDir, file)), 0);
  const shell = size(shellFiles);

  const pageExtra = (page: string) => {
    const own = [...staticClosure(manifest, page, new Set(shellKeys))].filter((key) => !shellKeys.has(key));
    return size(own.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
  };
  const pageExtras = (manifest[entryKey]!.dynamicImports ?? []).map(pageExtra);
  const assets = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  return {
    first_load_gz_kb: round(shell / KB, 1),
    first_load_page_max_gz_kb: round((shell + Math.max(0, ...pageExtras)) / KB, 1),
    first_load_today_gz_kb: round((shell + pageExtra(TODAY_PAGE)) / KB, 1),
    total_gz_kb: round(size(assets.map((file) => `assets/${file}`)) / KB, 1),
  };
}
