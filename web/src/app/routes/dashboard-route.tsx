import { lazy, Suspense } from 'react';
import { DashboardBoard } from '../../features/dashboard/components/dashboard-board.tsx';

// The check-in panel sits below the next bite and the cards, so it loads after the first paint
// and stays out of the dashboard's first-load budget.
const CheckinPanel = lazy(async () => ({
  default: (await import('../../features/checkins/components/checkin-panel.tsx')).CheckinPanel,
}));

// Pages that combine features live in app/, so features never import each other.
export function DashboardRoute() {
  return (
    <div className="container page">
      <title>Dashboard · Cakewalk</title>
      <DashboardBoard />
      <Suspense fallback={null}>
        <CheckinPanel />
      </Suspense>
    </div>
  );
}
