import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The toast library is a lazy chunk; here it fails to load, as it would offline or after a deploy.
async function loadWithoutSonner() {
  vi.resetModules();
  vi.doMock('sonner', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  return import('./toasts.tsx');
}

afterEach(() => {
  vi.doUnmock('sonner');
  vi.resetModules();
});

describe('toasts when the toast library cannot load', () => {
  it('a toast logs the failure instead of leaving an unhandled rejection', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { showToast } = await loadWithoutSonner();

    showToast('success', 'Microtask broken down!');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Loading the toast library failed', expect.any(Error)));
  });

  it('the toaster logs it and renders nothing, leaving the rest of the page up', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Toasts } = await loadWithoutSonner();

    render(
      <>
        <p>The page</p>
        <Toasts />
      </>,
    );

    await waitFor(() => expect(log).toHaveBeenCalledWith('Loading the toast library failed', expect.any(Error)));
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});

describe('one toast at a time', () => {
  it('a newer toast replaces the older, so no Undo hides behind another toast', async () => {
    const { showToast, Toasts } = await import('./toasts.tsx');
    render(<Toasts />);
    showToast('success', 'Done today! 1-day streak', { label: 'Undo', onClick: () => undefined });
    await screen.findByText('Done today! 1-day streak');
    showToast('success', 'Bite done! 1 of 14 bites', { label: 'Undo', onClick: () => undefined });
    await screen.findByText('Bite done! 1 of 14 bites');
    // Sonner removes a dismissed toast after its exit; the older one's own timer runs 10 s.
    await waitFor(() => expect(screen.queryByText('Done today! 1-day streak')).toBeNull(), { timeout: 1500 });
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
  });
});
