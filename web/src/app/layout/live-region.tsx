import { useAnnouncement } from '../../lib/a11y/announce.ts';

/** The one polite live region: present from the first render, so screen readers watch it. */
export function LiveRegion() {
  const { id, text } = useAnnouncement();
  return (
    <div className="sr-only live-region" role="status" aria-live="polite" aria-atomic="true">
      <span key={id}>{text}</span>
    </div>
  );
}
