import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ProgressPage } from './progress-page.tsx';

// The review's form and its saving load only when it is opened, off the Progress page's first load.
const WeeklyReviewPage = lazy(async () => ({ default: (await import('./weekly-review-page.tsx')).WeeklyReviewPage }));

/** The progress feature's pages, under /progress: the page itself and the weekly review. */
export function ProgressRoutes() {
  return (
    <Routes>
      <Route index element={<ProgressPage />} />
      <Route
        path="review"
        element={
          <Suspense fallback={<p className="page-loading" role="status">Loading your week...</p>}>
            <WeeklyReviewPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
