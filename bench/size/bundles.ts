import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_FILE, RUNTIME_ENVIRONMENT, esbuildBuildOptions } from '../../infra/lib/bundling.ts';
import { REPO_ROOT, functionEntries, type FunctionEntry, type WeightClass } from '../../infra/lib/function-entries.ts';
import { KB } from '../budgets.ts';
import { median, round } from '../stats.ts';

const run = promisify(execFile);

export interface Contributor {
  /** An npm package, or a workspace folder such as functions/src/data. */
  source: string;
  kb: number;
}

export interface BundleSize {
  id: string;
  weight: WeightClass;
  /** The module Lambda loads (index.mjs); its chunks sit beside it. */
  file: string;
  /** Every file of code the function ships: index.mjs and all its chunks. */
  files: string[];
  minBytes: number;
  gzBytes: number;
  /** What a cold start reads: index.mjs and the chunks it imports statically, not those a dynamic import loads later. */
  startBytes: number;
  /** The files a cold start reads: index.mjs and the chunks it imports statically. */
  startFiles: string[];
  /** The packages and workspace folders a cold start reads code of. */
  startSources: string[];
  /** What pulls weight in, heaviest first. */
  heaviest: Contributor[];
}

/** The package (or workspace folder) an esbuild input path belongs to. */
function sourceOf(input: string): string {
  const inModules = input.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = input.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return input.split('/').slice(0, -1).join('/') || input;
}

type Outputs = Metafile['outputs'];

function heaviest(outputs: Outputs, top: number): Contributor[] {
  const bySource = new Map<string, number>();
  for (const output of Object.values(outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const source = sourceOf(input);
      bySource.set(source, (bySource.get(source) ?? 0) + bytesInOutput);
    }
  }
  return [...bySource.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, bytes]) => ({ source, kb: round(bytes / KB, 1) }));
}

/** The entry and the chunks it imports statically, as paths relative to the repository root. */
function startClosure(outputs: Outputs, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return seen;
}

/** What esbuild wrote into outdir, measured from its metafile. */
function measureOutputs(outputs: Outputs, outdir: string): Omit<BundleSize, 'id' | 'weight'> {
  const file = join(outdir, BUNDLE_FILE);
  const code = Object.keys(outputs).filter((path) => path.endsWith('.mjs'));
  const entryPath = code.find((path) => join(REPO_ROOT, path) === file);
  if (!entryPath) throw new Error(`esbuild wrote no ${file}`);
  const bytes = (path: string) => readFileSync(join(REPO_ROOT, path));
  const sum = (paths: Iterable<string>, size: (path: string) => number) => [...paths].reduce((total, path) => total + size(path), 0);
  const start = startClosure(outputs, entryPath);
  return {
    file,
    files: code.map((path) => join(REPO_ROOT, path)),
    minBytes: sum(code, (path) => bytes(path).length),
    gzBytes: sum(code, (path) => gzipSync(bytes(path)).length),
    startBytes: sum(start, (path) => bytes(path).length),
    startFiles: [...start].map((path) => join(REPO_ROOT, path)),
    startSources: [...new Set([...start].flatMap((path) => Object.keys(outputs[path]!.inputs).map(sourceOf)))].sort(),
    heaviest: heaviest(outputs, 6),
  };
}

/** Bundles one function exactly as the CDK stack does (infra/lib/bundling.ts), into outRoot/<id>/. */
export async function bundleFunction(entry: FunctionEntry, outRoot: string): Promise<BundleSize> {
  const outdir = join(outRoot, entry.id);
  const options = esbuildBuildOptions(entry.entry, outdir);
  const result = await build({
    ...options,
    entryPoints: [...options.entryPoints],
    mainFields: [...options.mainFields],
    external: [...options.external],
    metafile: true,
  });
  return { id: entry.id, weight: entry.weight, ...measureOutputs(result.metafile.outputs, outdir) };
}

/** A bundle, or why esbuild could not make it. */
export type Bundled = BundleSize | { id: string; weight: WeightClass; error: string };

const SIZES_FILE = 'sizes.json';

/**
 * Every function bundled into outRoot/<id>/, with the sizes written beside them so a later
 * process (the bench, a test) can reuse the bundles instead of bundling again.
 */
export async function bundleInto(outRoot: string): Promise<Record<string, Bundled>> {
  const settled = await Promise.allSettled(functionEntries.map((entry) => bundleFunction(entry, outRoot)));
  const bundled = Object.fromEntries(
    settled.map((outcome, i): [string, Bundled] => {
      const { id, weight } = functionEntries[i]!;
      return [id, outcome.status === 'fulfilled' ? outcome.value : { id, weight, error: String(outcome.reason) }];
    }),
  );
  writeFileSync(join(outRoot, SIZES_FILE), JSON.stringify(bundled));
  return bundled;
}

export function readBundled(outRoot: string): Record<string, Bundled> {
  return JSON.parse(readFileSync(join(outRoot, SIZES_FILE), 'utf8')) as Record<string, Bundled>;
}

const BARE_CLIENT_ENTRY = fileURLToPath(new URL('./bare-client.ts', import.meta.url));

/**
 * The bare DynamoDB client (bench/size/bare-client.ts) bundled into outRoot/bare-client/ with the
 * functions' build options (minified, the same target, format, banner, source map, NODE_ENV and
 * code splitting), less their aliases: those swap parts of the SDK (its credential chain, its
 * endpoint cache) for lighter ones of ours, and what that saves is part of what the functions'
 * ratio to it measures. Split as the functions are, its index.mjs imports chunks at start (the
 * SDK's core) and leaves the credential chain's providers to chunks it never loads here, so its
 * sizes are measured as a function's: every file, and what a cold start reads.
 */
export async function bundleBareClient(outRoot: string): Promise<Pick<BundleSize, 'file' | 'minBytes' | 'gzBytes' | 'startBytes'>> {
  const outdir = join(outRoot, 'bare-client');
  const options = esbuildBuildOptions(BARE_CLIENT_ENTRY, outdir);
  const result = await build({
    ...options,
    entryPoints: [...options.entryPoints],
    mainFields: [...options.mainFields],
    external: [...options.external],
    alias: {},
    metafile: true,
  });
  const { file, minBytes, gzBytes, startBytes } = measureOutputs(result.metafile.outputs, outdir);
  return { file, minBytes, gzBytes, startBytes };
}

// CPU time of the import alone (the process's own start-up is not in it), in a fresh Node with
// the runtime's environment: NODE_OPTIONS as the stack sets it, as Lambda imports the bundle.
// CPU rather than wall time, because the machine is shared and waiting for a core is not the
// bundle's cost; it counts every thread of the process, V8's compiler threads among them.
const IMPORT_PROBE =
  'const c = process.cpuUsage(); await import(process.argv[1]); const u = process.cpuUsage(c); console.log((u.user + u.system) / 1000);';

async function importCpuOnce(file: string): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', LOG_LEVEL: 'SILENT', ...RUNTIME_ENVIRONMENT },
    cwd: dirname(file),
    timeout: 30_000,
  });
  return Number(stdout.trim().split('\n').at(-1));
}

export interface ImportCpu {
  /** Median import CPU of the bundle, and of the bare client sampled in turn with it. */
  cpuMs: number;
  bareCpuMs: number;
  ratio: number;
}

/**
 * The bundle's import CPU against the bare client's, over `runs` fresh processes each, taken in
 * turn (bundle, bare, bundle, ...) so that both see the same machine whatever else runs on it.
 */
export async function importCpu(file: string, bareFile: string, runs: number): Promise<ImportCpu> {
  const own: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    own.push(await importCpuOnce(file));
    bare.push(await importCpuOnce(bareFile));
  }
  // The ratio is the median of each pair's: a pair is taken close together, so the load it saw is one.
  const ratios = own.map((ms, i) => ms / bare[i]!);
  return { cpuMs: round(median(own), 1), bareCpuMs: round(median(bare), 1), ratio: round(median(ratios), 2) };
}
