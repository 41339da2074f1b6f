import { lazy, Suspense } from 'react';

/** Spec §9: toasts sit bottom-right and close after 3000 ms. */
const TOAST_MS = 3000;

const TOAST_STYLE = {
  background: 'var(--paper)',
  color: 'var(--cocoa)',
  border: '1px solid var(--line-soft)',
  fontSize: '1rem',
};

// Sonner loads only after the first paint (the toaster) or on the first toast, so it never
// counts against a page's first-load budget.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return {
    default: () => (
      <SonnerToaster
        position="bottom-right"
        duration={TOAST_MS}
        closeButton
        // Cocoa on paper keeps AA contrast; sonner's rich colours fall just short of it.
        toastOptions={{ style: TOAST_STYLE }}
      />
    ),
  };
});

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function showToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
