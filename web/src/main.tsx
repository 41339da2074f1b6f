import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// index.html holds the landing page rendered at build time (scripts/prerender-landing.ts): the app
// takes it over as it is. Every other path opens app.html, whose root is empty.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);

// The service worker (pwa/sw.ts), once the page has loaded, so it never competes with the page.
addEventListener('load', () => void navigator.serviceWorker?.register('/sw.js'));
