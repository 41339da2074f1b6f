import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toasts } from '../../lib/infra/toasts.tsx';
import { CrossTabSession } from './cross-tab-session.tsx';
import { Header } from './header.tsx';
import { LiveRegion } from './live-region.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

const WorkerSession = lazy(async () => ({ default: (await import('./worker-session.tsx')).WorkerSession }));

export function Layout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <UnauthorizedRedirect />
      <CrossTabSession />
      <main id="main" ref={main} tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<p className="page-loading" role="status">Loading...</p>}>
            <Outlet />
            <WorkerSession />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <LiveRegion />
      <Toasts />
    </>
  );
}
