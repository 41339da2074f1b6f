// How every function is bundled, in one place. The stack's functions take their code from
// `lambdaCode` (esbuild's API run by the CDK as the asset's local bundling), and the benchmark
// (bench/size/bundles.ts) hands the same `esbuildBuildOptions` to esbuild's API; so the bundle the
// benchmark measures is the bundle that ships (infra/test/synth.test.ts checks they are byte for
// byte the same).

import { join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import { REPO_ROOT } from './function-entries.ts';

/** The Lambda runtime is nodejs24.x; esbuild must not down-level syntax it already supports. */
const NODE_TARGET = 'node24';

// ESM output cannot call `require`, but bundled CommonJS dependencies still do (for Node
// built-ins), so the banner gives the module a real one. The alias keeps the banner's import from
// clashing with a bundled module that imports createRequire itself.
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __cakewalkCreateRequire } from 'node:module'; const require = __cakewalkCreateRequire(import.meta.url);";

// ESM packages publish their ESM build under "module"; preferring it lets esbuild tree-shake.
const MAIN_FIELDS = ['module', 'main'];

// Lambda always hands a function its role's credentials in environment variables, so the SDK's
// default provider chain (SSO, INI files, STS, IMDS) is swapped for the env-only provider; the
// DynamoDB client's endpoint-discovery cache, which nothing reads, for one that keeps nothing;
// and Node's HTTP module is taken as CommonJS, whose ES facade would load undici at import.
const NODE_HTTP = join(REPO_ROOT, 'functions/src/config/node-http.cjs');
const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': join(REPO_ROOT, 'functions/src/config/lambda-credentials.ts'),
  '@aws-sdk/endpoint-cache': join(REPO_ROOT, 'functions/src/config/endpoint-cache.ts'),
  'node:http': NODE_HTTP,
  'http': NODE_HTTP,
};

// Libraries pick their production build, without development checks, by this.
const DEFINE: Readonly<Record<string, string>> = { 'process.env.NODE_ENV': '"production"' };

// The SDK loads its event-stream support with a dynamic import, only for operations that stream;
// DynamoDB has none. Left external, that import stays lazy instead of putting 15 KB into every
// bundle (functions/test/integration/platform/bundled-handlers.test.ts runs the bundles to prove it).
// bowser is the SDK's user-agent parser for browsers: the code that imports it is dropped from a
// Node bundle, but with code splitting esbuild would still write its 35 KB as a chunk.
const LAZY_EXTERNALS: string[] = ['@smithy/core/event-streams', 'bowser'];

/** Source maps only help if Node applies them to stack traces. */
export const RUNTIME_ENVIRONMENT = { NODE_OPTIONS: '--enable-source-maps' } as const;

/** The module Lambda loads, and the function's handler setting: its `handler` export. */
export const BUNDLE_FILE = 'index.mjs';
export const HANDLER = 'index.handler';

// Code a function reaches only through a dynamic import (the offline planner and its plans, the
// OpenAI SDK, a channel's sender) goes into chunks of its own beside index.mjs, which Node reads
// when that import first runs: a cold start parses, compiles and maps only what it runs. In one
// file, every byte of it was read, pre-parsed and source-mapped at every cold start.
const CHUNK_NAMES = 'chunks/[name]-[hash]';

// Maps carry positions only, not a copy of every source file: Node needs no more to map a stack
// trace to file and line, and the map shrinks about fivefold (smaller zip, less to parse when
// --enable-source-maps loads it).
//
// The AWS SDK is bundled too rather than taken from the runtime, so each bundle is self-contained,
// pinned to the version we tested, and its size is the real size.
/** The bundle through esbuild's JS API: `await esbuild.build(esbuildBuildOptions(entry, dir))`, index.mjs and its chunks in dir. */
export function esbuildBuildOptions(entry: string, outdir: string) {
  return {
    entryPoints: [entry],
    outdir,
    entryNames: 'index',
    chunkNames: CHUNK_NAMES,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    target: NODE_TARGET,
    platform: 'node',
    format: 'esm',
    mainFields: MAIN_FIELDS,
    banner: { js: ESM_REQUIRE_BANNER },
    external: LAZY_EXTERNALS,
    alias: { ...BUNDLE_ALIASES },
    define: { ...DEFINE },
    logLevel: 'warning',
    absWorkingDir: REPO_ROOT,
  } as const;
}

/**
 * A function's code: the entry bundled by esbuild on this machine while the CDK stages the asset
 * (synchronously, as the CDK asks of local bundling), hashed by its output so an unchanged bundle
 * is not uploaded again. Docker is never used (the image is never pulled): esbuild is a
 * dependency of the repository.
 */
export function lambdaCode(entry: string): Code {
  // The entry is a field, not only a closure: the CDK keys its cache of staged assets by the
  // bundling options' data, and without it every function would share the first one's bundle.
  const local = {
    entry,
    tryBundle(outputDir: string): boolean {
      const options = esbuildBuildOptions(entry, outputDir);
      buildSync({ ...options, entryPoints: [...options.entryPoints], mainFields: [...options.mainFields], external: [...options.external] });
      return true;
    },
  };
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('esbuild-runs-locally'),
      local,
    },
  });
}
