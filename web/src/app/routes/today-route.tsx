import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { CheckinStatus } from '../../features/checkins/components/checkin-status.tsx';
import { useSettings } from '../../lib/settings.ts';
import { browserTimeZone } from '../../lib/infra/time-zone.ts';
import { TodayHeading } from '../../features/today/components/today-heading.tsx';
import { TodayList } from '../../features/today/components/today-list.tsx';
import { useCurrentUser } from '../../lib/infra/current-user.ts';
import { todayArrival, type TodayArrival } from '../../lib/goals/first-goal.ts';

// Asked once, after a new account's first goal: its code stays off Today's first load.
const CheckinOffer = lazy(async () => ({ default: (await import('../../features/checkins/components/checkin-offer.tsx')).CheckinOffer }));
// Open check-ins come from the network either way: their code loads beside them, after the first paint.
// Coming back after quiet days, a pause's moved due date, a fresh start: read from progress, after the first paint.
const ProgressLines = lazy(async () => ({ default: (await import('../../features/progress/components/today-lines/progress-lines.tsx')).ProgressLines }));
const CoachLine = lazy(async () => ({ default: (await import('../../features/checkins/components/today-checkins.tsx')).CoachLine }));
const CheckinOnRow = lazy(async () => ({ default: (await import('../../features/checkins/components/today-checkins.tsx')).CheckinOnRow }));

/**
 * What Today was opened with, until each part has done its job: "Plan saved" until the first
 * tick, the check-in offer until it is answered (it then stays in sight for this visit only).
 */
function useArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = todayArrival(location.state);
  const [answeredHere, setAnsweredHere] = useState(false);
  const keep = (state: TodayArrival) => void navigate(location.pathname, { replace: true, state });
  return {
    savedGoalId: arrival.savedGoalId,
    showOffer: arrival.offerCheckins === true || answeredHere,
    showStatus: arrival.offerCheckins !== true,
    offerAnswered: () => {
      setAnsweredHere(true);
      keep({ ...(arrival.savedGoalId && { savedGoalId: arrival.savedGoalId }) });
    },
    acted: () => {
      if (arrival.savedGoalId) keep({ ...(arrival.offerCheckins && { offerCheckins: true }) });
    },
  };
}

// The signed-in home: the coach's line on top, then the day's list, with a check-in's answers on
// the row of the bite it asks about. It combines the check-ins and Today features, so it lives
// here in app/.
export function TodayRoute() {
  const { data: user } = useCurrentUser();
  const arrival = useArrival();
  const settings = useSettings();
  // The day is the one where the person's check-ins are, so Today and the bot agree on it.
  const settled = settings.data !== undefined || settings.isError;
  const zone = settings.data?.configured ? settings.data.timezone : browserTimeZone();
  const today = dayIn(new Date(), zone);
  const checkinFor = (bite: TodayBite) =>
    user && (
      <Suspense fallback={null}>
        <CheckinOnRow userId={user.id} bite={bite} day={{ zone, today }} />
      </Suspense>
    );

  return (
    <div className="container page medium today-page">
      <title>Today · Cakewalk</title>
      <TodayHeading today={settled ? today : undefined} />
      {arrival.showStatus && <CheckinStatus />}
      {user && (
        <Suspense fallback={null}>
          <ProgressLines userId={user.id} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <CoachLine userId={user.id} day={{ zone, today }} />
        </Suspense>
      )}
      {/* The list asks for the goals beside the settings, not after them: one waiting on the other
          cost a round trip on every first paint. It waits for the day until the zone is known. */}
      {user ? (
        <TodayList userId={user.id} today={settled ? today : undefined} savedGoalId={arrival.savedGoalId} onActed={arrival.acted} extraFor={checkinFor} />
      ) : (
        <p className="page-loading" role="status">
          Loading your day...
        </p>
      )}
      {/* After the list: the new goal's "Plan saved" and first bite come first, then the offer. */}
      {arrival.showOffer && (
        <Suspense fallback={null}>
          <CheckinOffer onAnswered={arrival.offerAnswered} />
        </Suspense>
      )}
    </div>
  );
}
