import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleBareClient } from '../size/bundles.ts';

// The floor is split as the functions are: its index.mjs imports the SDK's core from chunks at
// start, so a size taken from index.mjs alone would put the floor at a quarter of what it reads.
describe('the bare DynamoDB client, as the bench measures it', () => {
  const outRoot = mkdtempSync(join(tmpdir(), 'cakewalk-bare-'));
  afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

  it('counts the chunks its cold start reads, and every file it ships', async () => {
    const bare = await bundleBareClient(outRoot);
    const indexBytes = readFileSync(bare.file).length;
    expect(bare.startBytes).toBeGreaterThan(2 * indexBytes);
    expect(bare.minBytes).toBeGreaterThan(bare.startBytes);
    expect(bare.gzBytes).toBeLessThan(bare.minBytes);
  });
});
