// How every function is bundled, in one place. The stack hands `lambdaBundling` to
// NodejsFunction, and the benchmark (bench/size/bundles.ts) hands `esbuildBuildOptions` to esbuild's API; both
// come from the same values, so the bundle the benchmark measures is the bundle that ships
// (infra/test/synth.test.ts checks they are byte for byte the same).

import { join } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
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
const LAZY_EXTERNALS: string[] = ['@smithy/core/event-streams'];

/** Source maps only help if Node applies them to stack traces. */
export const RUNTIME_ENVIRONMENT = { NODE_OPTIONS: '--enable-source-maps' } as const;

/** The file NodejsFunction writes for ESM output; the handler is `index.handler`. */
export const BUNDLE_FILE = 'index.mjs';

// Maps carry positions only, not a copy of every source file: Node needs no more to map a stack
// trace to file and line, and the map shrinks about fivefold (smaller zip, less to parse when
// --enable-source-maps loads it).
//
// The AWS SDK is bundled too rather than taken from the runtime, so each bundle is self-contained,
// pinned to the version we tested, and its size is the real size.
export const lambdaBundling: BundlingOptions = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: NODE_TARGET,
  format: OutputFormat.ESM,
  mainFields: MAIN_FIELDS,
  banner: ESM_REQUIRE_BANNER,
  externalModules: [...LAZY_EXTERNALS],
  define: { ...DEFINE },
  esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([from, to]) => `${from}=${to}`) },
};

/** The same bundle through esbuild's JS API: `await esbuild.build(esbuildBuildOptions(entry, dir))`. */
export function esbuildBuildOptions(entry: string, outdir: string) {
  return {
    entryPoints: [entry],
    outfile: `${outdir}/${BUNDLE_FILE}`,
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
  } as const;
}
