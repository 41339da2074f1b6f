import { Route, Routes } from 'react-router';
import { ProgressPage } from './progress-page.tsx';
import { WeeklyReviewPage } from './weekly-review-page.tsx';

/**
 * The progress feature's pages, under /progress: the page itself and the weekly review. One
 * route, so one lazy chunk: the pages share most of their code, and a second chunk would split
 * what they share with Today and the dashboard into more, smaller chunks those pages load first.
 */
export function ProgressRoutes() {
  return (
    <Routes>
      <Route index element={<ProgressPage />} />
      <Route path="review" element={<WeeklyReviewPage />} />
    </Routes>
  );
}
