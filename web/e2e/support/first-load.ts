import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a visitor must download before a page renders, gzipped: the entry chunk and
// everything it imports statically (the shell), the page's chunk and its static imports, and the
// scripts the page's own document loads besides (the service worker's registration; on the
// landing page, index.html, the hop to Today for a person signed in). Lazily loaded extras (the
// toaster) come after the paint. The one definition of a first load: web/e2e/first-load-budget.test.ts
// holds every page to the budget by it, and the bench (bench/size/web-size.ts) reports it.

export const FIRST_LOAD_BUDGET_BYTES = 120 * 1000;
export const LANDING_PAGE = 'src/features/landing/components/landing-page.tsx';
export const TODAY_PAGE = 'src/app/routes/today-route.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A production build's chunks, with the keys its entry and pages go by. */
export class WebBuild {
  readonly outDir: string;
  readonly manifest: Manifest;
  readonly entryKey: string;

  constructor(outDir: string) {
    this.outDir = outDir;
    this.manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const [entryKey] = Object.entries(this.manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    if (!entryKey) throw new Error('The Vite manifest has no entry');
    this.entryKey = entryKey;
  }

  chunk(key: string): ManifestChunk {
    const found = this.manifest[key];
    if (!found) throw new Error(`Chunk ${key} is not in the manifest`);
    return found;
  }

  /** The chunk and every chunk it imports statically, past those already in `seen`. */
  staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of this.chunk(key).imports ?? []) this.staticClosure(dep, seen);
    return seen;
  }

  /** The entry chunk's static closure: what every page loads. */
  shell(): Set<string> {
    return this.staticClosure(this.entryKey);
  }

  /** The pages the router loads on demand. */
  pages(): string[] {
    return this.chunk(this.entryKey).dynamicImports ?? [];
  }

  private gzBytes(file: string): number {
    return gzipSync(readFileSync(path.join(this.outDir, file))).length;
  }

  private chunkBytes(keys: Iterable<string>): number {
    return [...keys].map((key) => this.chunk(key).file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + this.gzBytes(file), 0);
  }

  /** The shell's gzipped JavaScript. */
  shellBytes(): number {
    return this.chunkBytes(this.shell());
  }

  /** A page's first load in gzipped bytes: its document's own scripts, the shell, the page's chunks. */
  firstLoadBytes(page: string): number {
    const shell = this.shell();
    const shellFiles = new Set([...shell].map((key) => this.chunk(key).file));
    const html = readFileSync(path.join(this.outDir, page === LANDING_PAGE ? 'index.html' : 'app.html'), 'utf8');
    const documentOnly = [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !shellFiles.has(file));
    return documentOnly.reduce((sum, file) => sum + this.gzBytes(file), 0) + this.chunkBytes(this.staticClosure(page, new Set(shell)));
  }
}
