import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../../lib/toasts.tsx';
import { Header } from './header.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

export function Layout() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <UnauthorizedRedirect />
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<p className="page-loading" role="status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Toasts />
    </>
  );
}
