import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest: what a browser needs to offer "Install Cakewalk". */
export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Cakewalk',
  short_name: 'Cakewalk',
  description: 'Cakewalk turns a goal into a cake you can eat one bite at a time, with an AI accountability partner at your side.',
  lang: 'en',
  // A launch opens Today, the signed-in home; signed out, it goes on to the login page.
  start_url: '/today',
  scope: '/',
  display: 'standalone',
  background_color: '#fff7ee',
  theme_color: '#fff7ee',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    // The drawing stays inside the middle 56%, the safe zone of a maskable icon.
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
