import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { functionEntries } from '../../infra/lib/function-entries.ts';
import { BUNDLE_BUDGET, KB } from '../budgets.ts';

// Every function the stack deploys, bundled exactly as the stack bundles it, stays
// within its class's minified budget. (The web first-load budget is web/e2e/first-load-budget.test.ts.)

const { bundles } = inject('functionBundles');

describe('function bundle budgets', () => {
  it('covers the route handlers, the authorizer and the check-in job', () => {
    const kinds = new Set(functionEntries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['authorizer', 'job', 'route']);
  });

  it.for(functionEntries.map((entry) => [entry.id, entry.weight] as const))(
    'the %s bundle (%s) stays within its minified budget',
    ([id, weight]) => {
      const bundle = bundles[id]!;
      if ('error' in bundle) throw new Error(bundle.error);
      const limit = BUNDLE_BUDGET[weight].minKb * KB;
      const heaviest = bundle.heaviest.map((c) => `${c.source} ${c.kb} KB`).join(', ');
      expect(bundle.minBytes, `${id}: ${(bundle.minBytes / KB).toFixed(1)} KB; heaviest: ${heaviest}`).toBeLessThanOrEqual(limit);
    },
  );

  // A function that touches no table pays no DynamoDB client in its cold start. The client's
  // protocol target names the service in every bundle that carries it.
  it.for(functionEntries.filter((entry) => entry.table === 'none').map((entry) => entry.id))(
    'the %s bundle, which touches no table, carries no DynamoDB client',
    (id) => {
      const bundle = bundles[id]!;
      if ('error' in bundle) throw new Error(bundle.error);
      expect(readFileSync(bundle.file, 'utf8')).not.toContain('DynamoDB_20120810');
    },
  );
});
