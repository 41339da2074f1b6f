import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Toasts sit bottom-right, out of the way of the forms, and close after 3000 ms. */
const TOAST_MS = 3000;
const ACTION_TOAST_MS = 10_000;

const TOAST_STYLE = {
  background: 'var(--paper)',
  color: 'var(--cocoa)',
  border: '1px solid var(--line-soft)',
  fontSize: '1rem',
};

function logLoadFailure(error: unknown): void {
  // A toast is a courtesy: losing it (offline, a replaced chunk) must not break the page.
  console.error('Loading the toast library failed', error);
}

// Sonner loads only after the first paint (the toaster) or on the first toast, so it never
// counts against a page's first-load budget.
const Toaster = lazy(async (): Promise<{ default: ComponentType }> => {
  // The toaster sits outside the page's error boundary, so a rejection here would blank the app.
  const sonner = await import('sonner').catch((error: unknown) => {
    logLoadFailure(error);
    return null;
  });
  if (!sonner) return { default: () => null };
  const SonnerToaster = sonner.Toaster;
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

/** A button in the toast, such as Retry. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * The newer toast replaces the older: a stack hid the older one's Undo behind the newer. What the
 * replaced Undo took back stays in reach where it was done (a habit's box unticks it).
 */
export function showToast(kind: 'success' | 'error', message: ReactNode, action?: ToastAction, className?: string): void {
  void import('sonner')
    .then(({ toast }) => {
      toast.dismiss();
      // A toast with a button (Undo, Retry) stays longer: three seconds is too short to reach it,
      // yet one that never goes would sit over the page's own buttons on a phone. Hovering or
      // focusing it pauses the clock.
      toast[kind](message, { ...(action && { action, duration: ACTION_TOAST_MS }), ...(className && { className }) });
    })
    .catch(logLoadFailure);
}
