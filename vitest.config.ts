import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's tests as separate projects. The global setup builds the web
// app and bundles the functions once per run, for the test files that inject them.
//
// `npm run test:fast` runs the projects that need no browser, bundle or server (README.md,
// Testing): a test joins it by the folder it sits in (shared/test, functions/test/unit, web/src).

// The functions log nothing while tested, unless LOG_LEVEL asks for it; a first import of the
// planner or a server's start takes seconds on a busy machine.
const functions = { env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'SILENT' }, testTimeout: 30_000, hookTimeout: 60_000 };

// The unit tests share one import of the code per worker rather than one per file: importing the
// planner and the SDK again for every file was over half their time. So a file leaves nothing
// behind: environment stubs are undone after each test, and a mocked client is restored after
// its file.
const unit = { isolate: false, unstubEnvs: true };

// A browser test waits for a state as long as a loaded host takes to reach it: expect.poll's own
// default gives up after 1 s, less than a page on a busy host can take to settle.
const browserPolls = { timeout: 15_000 };

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to itself (one worker on the two cores
    // of CI), though its own process mostly waits on the workers: two took the unit tests from
    // about 110 s to 65 s there.
    maxWorkers: availableParallelism(),
    // Files transformed in an earlier run are read back rather than transformed again (keyed by
    // their content), so a developer's second run skips most of the transform.
    experimental: { fsModuleCache: true },
    globalSetup: ['./tools/test/global-build.ts'],
    projects: [
      { test: { name: 'shared', include: ['shared/test/**/*.test.ts'], ...unit } },
      { test: { name: 'structure', include: ['tools/test/**/*.test.ts'], ...unit } },
      { test: { name: 'functions-unit', include: ['functions/test/unit/**/*.test.ts'], ...functions, ...unit } },
      { test: { name: 'functions-integration', include: ['functions/test/integration/**/*.test.ts'], ...functions } },
      { test: { name: 'infra', include: ['infra/test/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      './web/vitest.config.ts',
      { test: { name: 'e2e', include: ['web/e2e/**/*.test.ts', 'bench/test/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000, expect: { poll: browserPolls } } },
    ],
  },
});
