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
  },
}));
