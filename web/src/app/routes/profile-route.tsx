import { lazy, Suspense } from 'react';
import { CheckinSettings } from '../../features/checkins/components/settings/checkin-settings.tsx';
import { EmailCheckinsPanel } from '../../features/email/components/email-checkins-panel.tsx';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';

// "Your data and account" sits at the bottom of the page and the calendar link below the
// check-ins, so both load after the first paint and stay out of the profile's first-load budget.
const AccountSection = lazy(async () => ({
  default: (await import('../../features/account/components/account-section.tsx')).AccountSection,
}));

const CalendarFeedPanel = lazy(async () => ({
  default: (await import('../../features/account/components/calendar-feed-panel.tsx')).CalendarFeedPanel,
}));

// Composed here so the Telegram settings, notifications and emails can sit beside the card
// without one feature importing another.
export function ProfileRoute() {
  return (
    <div className="container page narrow profile-page">
      <title>Your Profile · Cakewalk</title>
      <h1>Your Profile</h1>
      <ProfileCard />
      <CheckinSettings />
      <NotificationsPanel />
      <EmailCheckinsPanel />
      <Suspense fallback={<p className="muted" role="status">Loading your calendar link...</p>}>
        <CalendarFeedPanel />
      </Suspense>
      <Suspense fallback={<p className="muted" role="status">Loading your data and account...</p>}>
        <AccountSection />
      </Suspense>
    </div>
  );
}
