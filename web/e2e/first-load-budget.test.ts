import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

// The JavaScript a visitor must download before a page renders stays within 120 KB
// gzipped. That is the entry chunk plus everything it imports statically, plus the chunk of the
// page asked for and its static imports. Lazily loaded extras (the toaster) come after the paint.
const BUDGET_BYTES = 120 * 1000;
const LANDING = 'src/features/landing/components/landing-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The test run's production build of today's sources (tools/test/global-build.ts).
const outDir = inject('webDist');
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`Chunk ${key} is not in the manifest`);
  return found;
}

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk(key).imports ?? []) staticClosure(dep, seen);
  return seen;
}

function gzippedSize(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = chunk(key).file;
    if (file.endsWith('.js')) total += gzipSync(readFileSync(path.join(outDir, file))).length;
  }
  return total;
}

describe('first-load JavaScript', () => {
  it('keeps every page within 120 KB gzipped, counting the shell and the page chunk', () => {
    const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
    expect(entryKey).toBeDefined();
    const shell = staticClosure(entryKey ?? '');
    const pages = chunk(entryKey ?? '').dynamicImports ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(8);

    // The page's document may load scripts of its own before any page (the service worker's
    // registration; on the landing page, index.html, the hop to Today for a person signed in).
    // Every other page opens app.html, the shell.
    const shellFiles = new Set([...shell].map((key) => chunk(key).file));
    const documentBytes = (document: string) => {
      const html = readFileSync(path.join(outDir, document), 'utf8');
      const htmlOnly = [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !shellFiles.has(file));
      return htmlOnly.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
    };
    const documentOf = (page: string) => (page === LANDING ? 'index.html' : 'app.html');
    const sizes = Object.fromEntries(
      pages.map((page) => [page, documentBytes(documentOf(page)) + gzippedSize(staticClosure(page, new Set(shell)))]),
    );
    const over = Object.entries(sizes).filter(([, size]) => size > BUDGET_BYTES);
    expect(over, `first-load sizes in bytes: ${JSON.stringify(sizes, null, 2)}`).toEqual([]);
  });

  it('keeps the code of the signed-in pages off the landing page', () => {
    const [entryKey = ''] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
    const shell = staticClosure(entryKey);
    const landing = staticClosure(LANDING, new Set(shell));
    const signedIn = ['src/app/routes/dashboard-route.tsx', 'src/features/goal-setup/components/goal-setup-page.tsx'];
    // The landing page's dashboard preview draws the same status icons (src/lib/ui/status-icon.tsx),
    // and its goal box is a form field like every form's (src/lib/ui/field.tsx).
    const sharedUi = (key: string) => ['status-icon', 'field'].includes(chunk(key).name ?? '');
    for (const page of signedIn) {
      const own = [...staticClosure(page, new Set())].filter((key) => !shell.has(key));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((key) => landing.has(key) && !sharedUi(key))).toEqual([]);
    }
  });
});
