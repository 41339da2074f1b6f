import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const webDir = path.resolve(import.meta.dirname, '../..');

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds web/dist (what the local server serves) when it is missing or older than the sources. */
export function ensureWebBuilt(): void {
  const built = path.join(webDir, 'dist/index.html');
  const sources = ['src', 'public', 'pwa', 'index.html', 'vite.config.ts'].map((name) => path.join(webDir, name));
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map(newestChange))) return;
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: webDir,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
