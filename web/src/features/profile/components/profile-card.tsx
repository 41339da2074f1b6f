import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { useSettings } from '../../../lib/settings.ts';
import { BrandMark } from '../../../lib/ui/brand-mark.tsx';
import './profile.css';

/** A person's details; the Telegram ID only where this server has a Telegram bot to use it. */
export function ProfileCard() {
  const { data: user } = useCurrentUser();
  // The settings say whether this server has a bot, and the profile page reads them anyway.
  const telegram = useSettings().data?.telegram_available === true;
  if (!user) {
    return (
      <p className="page-loading" role="status">
        Loading your profile...
      </p>
    );
  }
  return (
    <section className="card profile-card" aria-labelledby="profile-heading">
      <div className="profile-avatar" aria-hidden="true">
        {user.name.trim().charAt(0).toUpperCase() || <BrandMark />}
      </div>
      <h2 id="profile-heading" className="sr-only">
        Your details
      </h2>
      <dl className="profile-details">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        {telegram && (
          <div>
            <dt>Telegram ID</dt>
            <dd>{user.telegram_id || <span className="muted">Not given</span>}</dd>
          </div>
        )}
      </dl>
      <div className="btn-row">
        <Link className="btn" to="/reflections">
          View My Reflections
        </Link>
        <Link className="btn btn-secondary" to="/goal-setup">
          Set a New Goal
        </Link>
      </div>
    </section>
  );
}
