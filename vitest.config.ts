import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's tests as separate projects. The global setup builds the web
// app and bundles the functions once per run, for the test files that inject them.
export default defineConfig({
  test: {
    globalSetup: ['./tools/test/global-build.ts'],
    projects: [
      { test: { name: 'shared', include: ['shared/test/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['infra/test/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      { extends: './web/vite.config.ts', test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./test/setup.ts'] } },
      { test: { name: 'e2e', include: ['web/e2e/**/*.test.ts', 'bench/test/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 } },
    ],
  },
});
