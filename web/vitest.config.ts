import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The web app's component tests: the app's own Vite config, in happy-dom, whose computed styles
// (what every role query asks of each element) cost far less than jsdom's: the same tests took
// about a third less CPU (docs/performance.md). The browser journeys (e2e/) run in Chromium as a
// project of the root config.
export default mergeConfig(viteConfig, defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // One DOM and one import of the app per worker rather than per file: setting them up was
    // about a third of the time. The setup file clears the DOM and storage after every test.
    isolate: false,
    // A whole page driven by clicks and typing: on a busy machine one test can take seconds.
    testTimeout: 20_000,
  },
}));
