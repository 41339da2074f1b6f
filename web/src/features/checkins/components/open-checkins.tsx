import { Suspense } from 'react';
import { useOpenCheckins } from '../api/open-checkins.ts';
import { LazyCheckinCard } from './lazy-checkin-card.tsx';
import './checkins.css';

/** On top of Today: each check-in waiting for an answer, as a card of its own. */
export function OpenCheckins({ userId }: { userId: string }) {
  const { shown } = useOpenCheckins(userId);
  if (shown.length === 0) return null;
  return (
    <section className="open-checkins" aria-labelledby="open-checkins-heading">
      <h2 id="open-checkins-heading" className="sr-only">
        Check-ins
      </h2>
      <Suspense fallback={<p className="page-loading" role="status">Loading your check-ins...</p>}>
        {shown.map((checkin) => (
          <div key={checkin.id} className="card">
            <LazyCheckinCard checkin={checkin} userId={userId} />
          </div>
        ))}
      </Suspense>
    </section>
  );
}
