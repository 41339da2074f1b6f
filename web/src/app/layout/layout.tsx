import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../../lib/toasts.tsx';
import { Header } from './header.tsx';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <UnauthorizedRedirect />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading" role="status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Toasts />
    </>
  );
}
