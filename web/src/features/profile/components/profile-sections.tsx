import type { MouseEvent } from 'react';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import './profile.css';

/** A part of the profile: the id of its heading, and its name in the list. */
export interface ProfileSection {
  id: string;
  label: string;
}

/**
 * The profile's parts as links at its top, so a phone need not scroll the whole column to reach
 * the last one. A link moves focus to the part's heading, as well as the view: the next Tab is
 * then inside that part. A part that loads after the first paint is waited for.
 */
export function ProfileSections({ sections }: { sections: readonly ProfileSection[] }) {
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    focusWhenShown(id, { scrollToTop: true, focusable: true, waitMs: 2000 });
  }
  return (
    <nav className="profile-sections" aria-label="On this page">
      <ul role="list">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a className="profile-jump" href={`#${id}`} onClick={(event) => jump(event, id)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
