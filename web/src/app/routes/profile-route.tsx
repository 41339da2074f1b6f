import { lazy, Suspense } from 'react';
import { CheckinSettings } from '../../features/checkins/components/settings/checkin-settings.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';
import { ProfileSections, type ProfileSection } from '../../features/profile/components/profile-sections.tsx';

// Everything below the check-ins (notifications, email, the calendar link, "Your data and
// account") sits below the fold on a phone, so it loads after the first paint and stays out of
// the profile's first-load budget.
const NotificationsPanel = lazy(async () => ({
  default: (await import('../../features/notifications/components/notifications-panel.tsx')).NotificationsPanel,
}));

const EmailCheckinsPanel = lazy(async () => ({
  default: (await import('../../features/email/components/email-checkins-panel.tsx')).EmailCheckinsPanel,
}));

const AccountSection = lazy(async () => ({
  default: (await import('../../features/account/components/account-section.tsx')).AccountSection,
}));

const CalendarFeedPanel = lazy(async () => ({
  default: (await import('../../features/account/components/calendar-feed-panel.tsx')).CalendarFeedPanel,
}));

/** The parts below the card, by their headings' ids, in the page's order. */
const SECTIONS: readonly ProfileSection[] = [
  { id: 'checkin-settings-heading', label: 'Check-ins' },
  { id: 'telegram-heading', label: 'Telegram' },
  { id: 'notifications-heading', label: 'Notifications' },
  { id: 'email-panel-heading', label: 'Email check-ins' },
  { id: 'calendar-heading', label: 'Calendar' },
  { id: 'account-heading', label: 'Your data' },
];

// Composed here so the Telegram settings, notifications and emails can sit beside the card
// without one feature importing another.
export function ProfileRoute() {
  return (
    <div className="container page narrow profile-page">
      <title>Your Profile · Cakewalk</title>
      <h1>Your Profile</h1>
      <ProfileSections sections={SECTIONS} />
      <ProfileCard />
      <CheckinSettings />
      <Suspense fallback={<p className="muted" role="status">Loading your notification settings...</p>}>
        <NotificationsPanel />
        <EmailCheckinsPanel />
      </Suspense>
      <Suspense fallback={<p className="muted" role="status">Loading your calendar link...</p>}>
        <CalendarFeedPanel />
      </Suspense>
      <Suspense fallback={<p className="muted" role="status">Loading your data and account...</p>}>
        <AccountSection />
      </Suspense>
    </div>
  );
}
