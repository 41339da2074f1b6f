import { Link } from 'react-router';
import { BrandMark } from '../../../lib/ui/brand-mark.tsx';

export function DashboardEmpty() {
  return (
    <div className="card dashboard-empty">
      <p className="empty-art">
        <BrandMark size="3rem" />
      </p>
      <h2>Your table is set, but there is no cake yet</h2>
      <p>Describe something you want to achieve and Cakewalk will slice it into small, friendly steps.</p>
      <Link className="btn" to="/goal-setup">
        Add New Goal
      </Link>
    </div>
  );
}
