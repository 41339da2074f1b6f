import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
}

/**
 * A page that cannot load its chunk (a deploy replaced it, the network dropped) or throws while
 * rendering shows this instead of a blank screen; the header stays, so the user can go
 * elsewhere. The layout keys it by pathname, so moving to another page starts over.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to load or render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page narrow">
        <div className="card">
          <div role="alert">
            <h1>Something went wrong</h1>
            <p>
              {navigator.onLine
                ? 'This page could not be shown. Reloading usually fixes it.'
                : 'You are offline, so this page could not be loaded. Reload once you are back online.'}
            </p>
          </div>
          {/* A full reload also fetches a fresh copy of the app, which a stale chunk needs. */}
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    );
  }
}
