// The real thing: `cdk synth` through the CLI, as `npm run synth` runs it, bundling every
// function with esbuild. Slow (a minute on two cores), so it runs once and every check below
// reads its output. The bundles it is compared with are the test run's (tools/test/global-build.ts),
// made through esbuild's API with bundling.ts's options, as the benchmark makes them. Being the
// same bytes, what bench/test/bundle-budgets.test.ts proves of those (each loads and exports a
// handler) holds for these, so they are not imported again here.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUNDLE_FILE, ESM_REQUIRE_BANNER } from '../lib/bundling.ts';
import { REPO_ROOT, functionEntries, type FunctionEntry } from '../lib/function-entries.ts';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'cakewalk-synth-'));
const { bundles } = inject('functionBundles');
const STACKS = ['CakewalkData', 'CakewalkApi', 'CakewalkJobs', 'CakewalkWeb'];

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
}

const template = (stack: string) =>
  JSON.parse(readFileSync(join(outdir, `${stack}.template.json`), 'utf8')) as { Resources: Record<string, TemplateResource> };

/** The bundle directory the CLI staged for one function, found through the template's asset metadata. */
function assetDirOf(entry: FunctionEntry): string {
  const stack = entry.kind === 'job' ? 'CakewalkJobs' : 'CakewalkApi';
  const fn = Object.values(template(stack).Resources).find(
    (resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.['aws:cdk:path'] === `${stack}/${entry.id}/Function/Resource`,
  );
  const assetPath = fn?.Metadata?.['aws:asset:path'];
  if (!assetPath) throw new Error(`No bundled asset for ${entry.id}`);
  return join(outdir, assetPath);
}

beforeAll(async () => {
  await run(join(REPO_ROOT, 'node_modules/.bin/cdk'), ['synth', '--quiet', '--no-notices', '--output', outdir], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // The app must run on this Node (24), whatever `node` the machine has first on its PATH.
      PATH: `${dirname(process.execPath)}:${join(REPO_ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      CDK_DISABLE_VERSION_CHECK: 'true',
      CDK_DISABLE_CLI_TELEMETRY: 'true',
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 300_000);

// Each run stages about 70 MB of bundles and source maps.
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

describe('cdk synth', () => {
  it('writes all four stacks without an AWS account', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string }> };
    const stacks = Object.entries(manifest.artifacts).filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack').map(([id]) => id);
    expect(stacks.sort()).toEqual([...STACKS].sort());
  });

  it('bundles every function into one ESM file with its source map and the require banner', () => {
    for (const entry of functionEntries) {
      const code = readFileSync(join(assetDirOf(entry), BUNDLE_FILE), 'utf8');
      expect(code.startsWith(ESM_REQUIRE_BANNER), entry.id).toBe(true);
      expect(code, entry.id).toContain(`//# sourceMappingURL=${BUNDLE_FILE}.map`);
      expect(JSON.parse(readFileSync(join(assetDirOf(entry), `${BUNDLE_FILE}.map`), 'utf8')).version, entry.id).toBe(3);
    }
  });

  it('ships byte for byte the bundle the benchmark builds from bundling.ts', () => {
    for (const entry of functionEntries) {
      const bundle = bundles[entry.id];
      if (!bundle || 'error' in bundle) throw new Error(`No bundle of ${entry.id}: ${bundle?.error ?? 'missing'}`);
      expect(readFileSync(bundle.file).equals(readFileSync(join(assetDirOf(entry), BUNDLE_FILE))), entry.id).toBe(true);
    }
  });
});
