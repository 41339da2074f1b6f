import { LandingSection } from './landing-section.tsx';

const UPDATES = [
  { tag: 'Now', title: 'Beta launch', text: 'Cakewalk is open to everyone in beta. Sign up and bring your first goal.' },
  { tag: 'New', title: 'Check-ins that reach you', text: 'Turn on daily and weekly check-ins by phone notification or email from your profile.' },
  { tag: 'Planned', title: 'Mobile app', text: 'A mobile app is in development, so your goals fit in your pocket.' },
];

export function LatestUpdates() {
  return (
    <LandingSection headingId="updates-heading" title="Latest updates" tinted narrow>
      <ul className="update-list">
        {UPDATES.map((update) => (
          <li key={update.title} className="update">
            <span className="update-tag">{update.tag}</span>
            <div>
              <h3>{update.title}</h3>
              <p>{update.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
