import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The web app's component tests: the app's own Vite config, in jsdom. The browser journeys
// (e2e/) run in Chromium as a project of the root config.
export default mergeConfig(viteConfig, defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // One jsdom and one import of the app per worker rather than per file: setting them up was
    // about a third of the time. The setup file clears the DOM and storage after every test.
    isolate: false,
    // A whole page driven by clicks and typing: on a busy machine one test can take seconds.
    testTimeout: 20_000,
  },
}));
