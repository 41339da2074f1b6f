import { AccountSection } from '../../features/account/components/account-section.tsx';
import { CheckinSettings } from '../../features/checkins/components/checkin-settings.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';

// Composed here so the Telegram settings can sit beside the card without one
// feature importing another.
export function ProfileRoute() {
  return (
    <div className="container page narrow profile-page">
      <title>Your Profile · Cakewalk</title>
      <h1>Your Profile</h1>
      <ProfileCard />
      <CheckinSettings />
      <AccountSection />
    </div>
  );
}
