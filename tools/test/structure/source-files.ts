import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's own source folders, as the structure tests read them: every package's code,
// tests, scripts and benchmark, without what is installed, built or generated.

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const SOURCE_ROOTS = ['shared', 'functions', 'web', 'infra', 'bench', 'tools'];
const NOT_SOURCE = new Set(['node_modules', 'dist', 'cdk.out', 'results', '.data', '.cache', 'test-results', 'screenshots']);

/** Each source folder (repository-relative) with the names of the files at its top level. */
export function sourceFolders(): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  const walk = (folder: string) => {
    const files: string[] = [];
    for (const entry of readdirSync(join(REPO_ROOT, folder), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!NOT_SOURCE.has(entry.name) && !entry.name.startsWith('.')) walk(join(folder, entry.name));
      } else {
        files.push(entry.name);
      }
    }
    folders.set(relative(REPO_ROOT, join(REPO_ROOT, folder)), files);
  };
  for (const root of SOURCE_ROOTS) walk(root);
  return folders;
}
