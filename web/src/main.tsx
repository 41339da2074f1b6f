import { StrictMode, startTransition } from 'react';
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
// takes it over as it is. Every other path opens app.html, whose root is empty. The page is on
// screen already, so taking it over is a transition: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole tree (a phone's input, and
// Lighthouse's blocking time, waited on that one long task).
if (root.firstChild) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);

// The service worker (pwa/sw.ts), once the page has loaded, so it never competes with the page.
addEventListener('load', () => void navigator.serviceWorker?.register('/sw.js'));
