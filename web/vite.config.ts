import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './pwa/app-manifest.ts';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A separate registerSW.js rather than an inline script: the content security policy
      // allows scripts from 'self' only.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: appManifest,
      workbox: {
        // The app shell (index.html, the hashed chunks, the icons) is precached, so the app
        // opens with no network. API answers are never cached: only precached files are served
        // from the cache, and no runtime caching route exists.
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: '/index.html',
        // A navigation to /api/... (the calendar feed, the OpenAPI document) must reach the
        // server, never get the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit is served by the network; taking control at once lets that same visit
        // work offline afterwards, and a new release replaces the old worker without a second tab.
        clientsClaim: true,
        skipWaiting: true,
        inlineWorkboxRuntime: true,
      },
    }),
  ],
  build: {
    // The manifest lets the first-load budget test walk the real chunk graph.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
