import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEntries } from '../../infra/lib/function-entries.ts';
import { BUNDLE_BUDGET, KB } from '../budgets.ts';
import { bundleFunction, type BundleSize } from '../bundles.ts';

// Issue 8: every function the stack deploys, bundled exactly as the stack bundles it, stays
// within its class's minified budget. (The web first-load budget is web/e2e/first-load-budget.test.ts.)

let outRoot = '';
const bundles = new Map<string, Promise<BundleSize>>();

beforeAll(() => {
  outRoot = mkdtempSync(join(tmpdir(), 'cakewalk-budget-bundles-'));
  for (const entry of functionEntries) {
    const bundle = bundleFunction(entry, outRoot);
    bundle.catch(() => undefined); // reported by the entry's own test
    bundles.set(entry.id, bundle);
  }
});

afterAll(async () => {
  await Promise.allSettled(bundles.values());
  if (outRoot) rmSync(outRoot, { recursive: true, force: true });
});

describe('function bundle budgets', () => {
  it('covers the route handlers, the authorizer and the check-in job', () => {
    const kinds = new Set(functionEntries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['authorizer', 'job', 'route']);
  });

  it.for(functionEntries.map((entry) => [entry.id, entry.weight] as const))(
    'the %s bundle (%s) stays within its minified budget',
    async ([id, weight]) => {
      const bundle = await bundles.get(id)!;
      const limit = BUNDLE_BUDGET[weight].minKb * KB;
      const heaviest = bundle.heaviest.map((c) => `${c.source} ${c.kb} KB`).join(', ');
      expect(bundle.minBytes, `${id}: ${(bundle.minBytes / KB).toFixed(1)} KB; heaviest: ${heaviest}`).toBeLessThanOrEqual(limit);
    },
  );
});
