import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './pwa/app-manifest.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';

// react-router publishes its production build beside the development one, but its package
// exports only the latter, whose warnings cost every first load about half a kilobyte gzipped.
const alias = { 'react-router': fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The app registers the worker itself (src/main.tsx): a separate registerSW.js would be one
      // more request before every page, and the content security policy refuses an inline one.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: appManifest,
      // Our own worker (pwa/sw.ts): the precached shell, and the check-ins that arrive as
      // notifications, whose buttons answer them.
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
    }),
    prerenderLanding({ root: fileURLToPath(new URL('.', import.meta.url)), alias }),
  ],
  resolve: { alias },
  build: {
    // The manifest lets the first-load budget test walk the real chunk graph.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry imports statically loads before any page anyway: one chunk of it
      // compresses better than the handful of small ones the automatic split makes. A goal's
      // schema and its plan's travel together too: the landing page's goal box reads plans
      // without goals, and split by who imports them they cost every signed-in page a chunk more.
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'goal', test: /shared\/src\/schemas\/(breakdown|goal)\.ts$/ },
            // The counts' words travel with the plan's words, their commonest reader: a chunk of
            // their own cost each page that may load either one more name in its preload list.
            { name: 'words', test: /(shared\/src\/text\/counts|src\/lib\/words\/plan-words)\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
