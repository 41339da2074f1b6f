import { CheckinPanel } from '../../features/checkins/components/checkin-panel.tsx';
import { DashboardBoard } from '../../features/dashboard/components/dashboard-board.tsx';

// Pages that combine features live in app/, so features never import each other; the
// check-in panel joins the board here.
export function DashboardRoute() {
  return (
    <div className="container page">
      <title>Dashboard · Cakewalk</title>
      <DashboardBoard />
      <CheckinPanel />
    </div>
  );
}
