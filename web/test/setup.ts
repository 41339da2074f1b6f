import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy chunks; on a busy machine the first import can take longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// Sonner adds its stylesheet to the page when the app imports it. The stylesheet only places and
// animates toasts (none of its rules hides an element), but jsdom matches its 97 rules against
// every element of each computed-style lookup a role query makes, some 25 ms a lookup: without it
// the web tests need about a third less time.
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

// jsdom has no layout, so it has no scrolling either; the app scrolls up on each page change, and
// to the plan after Generate.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has <dialog> but not its modal methods; these give the open state the app relies on.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
// Nor pointer capture, which the toasts use for swiping away.
Element.prototype.setPointerCapture = () => undefined;
