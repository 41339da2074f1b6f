import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLandingPage } from './app/app-routes.tsx';
import './app/styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// index.html holds the landing page rendered at build time (scripts/prerender-landing.ts); every
// other path opens app.html, whose root is empty. With the page loaded first, the app mounts over
// the prerendered markup in one commit that puts the same page in its place. A page that fails to
// load ahead is loaded again on demand, as any page is.
if (root.hasChildNodes()) void preloadLandingPage().then(start, start);
else start();
