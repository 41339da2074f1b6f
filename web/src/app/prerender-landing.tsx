import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * The landing page as a visitor signed out first sees it, rendered at build time into index.html
 * (web/scripts/prerender-landing.ts), so it paints before any script runs. The tree is main.tsx's
 * with the router fixed at `/`, so the browser hydrates it as it is (main.tsx).
 */
export async function renderLanding(): Promise<string> {
  const landing = () => (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // A boundary larger than the chunk size is written after the shell and moved into place by an
  // inline script, which the content security policy refuses: no size is too large here.
  // An error inside a Suspense boundary renders its fallback and no more: without this the build
  // would ship a landing page that only says it is loading.
  const errors: unknown[] = [];
  const { prelude } = await prerender(landing(), { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => { errors.push(error); } });
  if (errors.length) throw new Error('The landing page failed to render at build time', { cause: errors[0] });
  return new Response(prelude).text();
}
