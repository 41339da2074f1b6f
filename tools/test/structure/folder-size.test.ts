import { describe, expect, it } from 'vitest';
import { sourceFolders } from './source-files.ts';

// A folder is read at a glance when its top level holds at most 15 files (ARCHITECTURE.md,
// Folders): past that, it is split by what its files are about. A folder of data alone (the
// planner's JSON, one file per kind of goal) is a table, not code, and may be as long as its data.

const MOST_FILES = 15;
const isData = (files: readonly string[]) => files.every((file) => file.endsWith('.json'));

describe('source folders', () => {
  it(`hold at most ${MOST_FILES} files at their top level`, () => {
    const folders = sourceFolders();
    expect(folders.size).toBeGreaterThan(50);
    const tooFull = [...folders]
      .filter(([, files]) => files.length > MOST_FILES && !isData(files))
      .map(([folder, files]) => `${folder}: ${files.length} files`);
    expect(tooFull).toEqual([]);
  });
});
