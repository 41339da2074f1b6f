import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy chunks; on a busy machine the first import can take longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// Sonner adds its stylesheet to the page when the app imports it. The stylesheet only places and
// animates toasts (none of its rules hides an element), but the DOM matches its 97 rules against
// every element of each computed-style lookup a role query makes: without it the web tests need
// less time (a third less in jsdom, the DOM they ran in before happy-dom).
beforeEach(() => {
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('[data-sonner-toaster]')) style.remove();
  }
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
