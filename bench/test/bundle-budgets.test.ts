import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { RUNTIME_ENVIRONMENT } from '../../infra/lib/bundling.ts';
import { functionEntries } from '../../infra/lib/function-entries.ts';
import { BUNDLE_BUDGET, KB } from '../budgets.ts';

// Every function the stack deploys, bundled exactly as the stack bundles it, stays
// within its class's minified budget. (The web first-load budget is web/e2e/first-load-budget.test.ts.)

const { bundles } = inject('functionBundles');
const run = promisify(execFile);

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

  // A function that touches no table pays no DynamoDB client, in its cold start or after. The
  // client's protocol target names the service in every file that carries it.
  it.for(functionEntries.filter((entry) => entry.table === 'none').map((entry) => entry.id))(
    'the %s bundle, which touches no table, carries no DynamoDB client',
    (id) => {
      const bundle = bundles[id]!;
      if ('error' in bundle) throw new Error(bundle.error);
      for (const file of bundle.files) expect(readFileSync(file, 'utf8'), file).not.toContain('DynamoDB_20120810');
    },
  );

  // What a cold start reads is index.mjs and the chunks it imports statically (infra/lib/bundling.ts):
  // the OpenAI SDK loads only with a key, and the offline planner's plans, steps and readers only
  // when a goal is planned or a bite split, each from a chunk of its own.
  it.for(functionEntries.map((entry) => entry.id))('a cold start of %s reads neither the OpenAI SDK nor the offline planner', (id) => {
    const bundle = bundles[id]!;
    if ('error' in bundle) throw new Error(bundle.error);
    expect(bundle.startSources.filter((source) => source === 'openai' || source.startsWith('functions/src/ai/offline/'))).toEqual([]);
  });

  // What a cold start reads for nothing: grammy waits for a bot update or a Telegram send,
  // Powertools Metrics for a count (only the check-in worker counts every round), the worker's
  // jose for an email's unsubscribe link, and zod's JSON Schema generator for the OpenAPI document
  // (the model's schemas are a file, functions/src/ai/openai/response-formats.ts says why).
  it.for(functionEntries.map((entry) => entry.id))('a cold start of %s reads neither grammy nor Metrics it may never use', (id) => {
    const bundle = bundles[id]!;
    if ('error' in bundle) throw new Error(bundle.error);
    const worker = id === 'checkin-worker';
    const unused = ['grammy', ...(worker ? ['jose'] : ['@aws-lambda-powertools/metrics'])];
    expect(bundle.startSources.filter((source) => unused.includes(source))).toEqual([]);
  });

  it.for(functionEntries.filter((entry) => entry.id !== 'get-openapi').map((entry) => entry.id))(
    'a cold start of %s reads no JSON Schema generator',
    (id) => {
      const bundle = bundles[id]!;
      if ('error' in bundle) throw new Error(bundle.error);
      for (const file of bundle.startFiles) expect(readFileSync(file, 'utf8'), file).not.toContain('draft-2020-12');
    },
  );

  // The bundles infra/test/synth.test.ts proves the stack ships byte for byte: each one loads on
  // this Node with the runtime's NODE_OPTIONS, from a folder with no node_modules, and exports a
  // handler. One process imports them all; each bundle carries its own copy of what it uses.
  it('every bundle loads as Lambda loads it and exports a handler function', async () => {
    const files = functionEntries.map((entry) => {
      const bundle = bundles[entry.id]!;
      if ('error' in bundle) throw new Error(bundle.error);
      return pathToFileURL(bundle.file).href;
    });
    const probe = 'for (const file of process.argv.slice(1)) { const m = await import(file); if (typeof m.handler !== "function") throw new Error(`no handler export in ${file}`); }';
    await expect(run(process.execPath, ['--input-type=module', '-e', probe, ...files], {
      env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', TABLE_NAME: 'cakewalk-bundle-test', LOG_LEVEL: 'SILENT', ...RUNTIME_ENVIRONMENT },
      timeout: 120_000,
    })).resolves.toBeDefined();
  }, 150_000);
});
