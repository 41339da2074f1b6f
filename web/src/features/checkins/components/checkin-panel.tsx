import { Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { useOpenCheckins } from '../api/open-checkins.ts';
import { useSettings } from '../../../lib/settings.ts';
import { checkinsOn } from '../model/daily-checkins.ts';
import { nextCheckinWords } from '../model/next-checkin.ts';
import { LazyCheckinCard } from './lazy-checkin-card.tsx';
import './checkins.css';

/** The accountability partner on the dashboard: check-ins waiting for an answer on top, else the latest. */
export function CheckinPanel() {
  const { data: user } = useCurrentUser();
  const { recent, shown } = useOpenCheckins(user?.id);
  const settings = useSettings().data;
  const paused = settings?.paused === true;
  const latest = recent.data?.[0];

  let body;
  if (recent.isError) body = <p className="muted">{recent.error.message}</p>;
  else if (!user || recent.data === undefined) body = <p className="muted" role="status">Loading your check-in...</p>;
  else if (!latest && settings && checkinsOn(settings)) {
    // Turned on (on Today, say) but none sent yet: say when the first comes, not that none is set.
    body = (
      <p className="muted">
        No check-ins yet. The first comes {nextCheckinWords(settings, new Date())} · <Link to="/profile">Change</Link>
      </p>
    );
  } else if (!latest) {
    body = (
      <p className="muted">
        No check-ins yet. Choose when your partner checks in on your <Link to="/profile">profile</Link>.
      </p>
    );
  } else {
    body = (
      <Suspense fallback={<p className="muted" role="status">Loading your check-in...</p>}>
        {(shown.length > 0 ? shown : [latest]).map((checkin) => (
          <LazyCheckinCard key={checkin.id} checkin={checkin} userId={user.id} />
        ))}
      </Suspense>
    );
  }

  return (
    <section className="card checkin-panel" aria-labelledby="checkin-heading">
      <h2 id="checkin-heading">Check-in</h2>
      {paused && (
        <p className="checkin-paused">
          <strong>Paused</strong>: no check-ins until you resume them on your <Link to="/profile">profile</Link>.
        </p>
      )}
      {body}
    </section>
  );
}
