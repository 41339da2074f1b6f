import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from './layout.tsx';

function Broken(): never {
  throw new Error('render failed');
}

// What a page chunk does when a deploy has replaced it or the network drops mid-load.
const MissingChunk = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function Home() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/broken">Broken page</Link>
    </>
  );
}

function renderAt(path: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Home />} />
            <Route path="broken" element={<Broken />} />
            <Route path="missing" element={<MissingChunk />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a page that fails', () => {
  it("shows 'Something went wrong' and Reload when the page throws while rendering, keeping the header", async () => {
    renderAt('/broken');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('A page failed to load or render', expect.any(Error), expect.any(String));
  });

  it("shows 'Something went wrong' when the page's chunk fails to load", async () => {
    renderAt('/missing');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('starts over on the next page: the failure belongs to its pathname', async () => {
    const user = renderAt('/broken');
    await screen.findByRole('heading', { name: 'Something went wrong' });

    await user.click(screen.getByRole('link', { name: 'Home' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
