// The real thing: `cdk synth` through the CLI, as `npm run synth` runs it, writing all four
// stacks with no AWS account. It bundles the jobs stack's functions with esbuild (the check-in
// tick, and the worker, which plans and splits, so carries the most), not all 53: every function
// is made by one construct (infra/lib/cakewalk-function.ts) with the one `lambdaCode`, so what
// these two prove of the CLI's bundling holds for each, and bundling all took over a minute of
// CI's two cores for nothing more. The bundles they are compared with are the test run's
// (tools/test/global-build.ts), made through esbuild's API with bundling.ts's options, as the
// benchmark makes them for every function, and bench/test/bundle-budgets.test.ts loads each of
// those as Lambda does; being the same bytes, they are not imported again here.

import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
const BUNDLED_STACK = 'CakewalkJobs';
const bundled = functionEntries.filter((entry) => entry.kind === 'job');

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
}

const template = (stack: string) =>
  JSON.parse(readFileSync(join(outdir, `${stack}.template.json`), 'utf8')) as { Resources: Record<string, TemplateResource> };

/** Every file under dir, as paths relative to it, sorted. */
const filesUnder = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
  .sort();

/** The bundle directory the CLI staged for one function, found through the template's asset metadata. */
function assetDirOf(entry: FunctionEntry): string {
  const fn = Object.values(template(BUNDLED_STACK).Resources).find(
    (resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.['aws:cdk:path'] === `${BUNDLED_STACK}/${entry.id}/Function/Resource`,
  );
  const assetPath = fn?.Metadata?.['aws:asset:path'];
  if (!assetPath) throw new Error(`No bundled asset for ${entry.id}`);
  return join(outdir, assetPath);
}

beforeAll(async () => {
  await run(join(REPO_ROOT, 'node_modules/.bin/cdk'), ['synth', BUNDLED_STACK, '--exclusively', '--quiet', '--no-notices', '--output', outdir], {
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

// Each run stages the two bundles and their source maps.
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

describe('cdk synth', () => {
  it('writes all four stacks without an AWS account', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string }> };
    const stacks = Object.entries(manifest.artifacts).filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack').map(([id]) => id);
    expect(stacks.sort()).toEqual([...STACKS].sort());
  });

  it('bundles each function into ESM files, each with its source map and the require banner', () => {
    expect(bundled.map((entry) => entry.id).sort()).toEqual(['checkin-tick', 'checkin-worker']);
    for (const entry of bundled) {
      const code = filesUnder(assetDirOf(entry)).filter((file) => file.endsWith('.mjs'));
      expect(code, entry.id).toContain(BUNDLE_FILE);
      for (const file of code) {
        const text = readFileSync(join(assetDirOf(entry), file), 'utf8');
        expect(text.startsWith(ESM_REQUIRE_BANNER), file).toBe(true);
        expect(text, file).toContain(`//# sourceMappingURL=${file.split('/').at(-1)!}.map`);
        expect(JSON.parse(readFileSync(join(assetDirOf(entry), `${file}.map`), 'utf8')).version, file).toBe(3);
      }
    }
  });

  it('ships byte for byte the bundle the benchmark builds from bundling.ts, chunks and maps included', () => {
    for (const entry of bundled) {
      const bundle = bundles[entry.id];
      if (!bundle || 'error' in bundle) throw new Error(`No bundle of ${entry.id}: ${bundle?.error ?? 'missing'}`);
      const ours = dirname(bundle.file);
      const shipped = assetDirOf(entry);
      expect(filesUnder(shipped), entry.id).toEqual(filesUnder(ours));
      for (const file of filesUnder(ours)) expect(readFileSync(join(ours, file)).equals(readFileSync(join(shipped, file))), file).toBe(true);
    }
  });
});
