import { lazy, Suspense } from 'react';
import { CheckinSettings } from '../../features/checkins/components/settings/checkin-settings.tsx';
import { EmailCheckinsPanel } from '../../features/email/components/email-checkins-panel.tsx';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';

// "Your data and account" sits at the bottom of the page, so it loads after the first paint and
// stays out of the profile's first-load budget.
const AccountSection = lazy(async () => ({
  default: (await import('../../features/account/components/account-section.tsx')).AccountSection,
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
      <Suspense fallback={<p className="muted" role="status">Loading your data and account...</p>}>
        <AccountSection />
      </Suspense>
    </div>
  );
}
