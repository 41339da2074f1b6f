import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import Clock from 'lucide-react/icons/clock';
import Settings from 'lucide-react/icons/settings';
import { statusLabel } from '@cakewalk/shared/rules/status-icon.ts';

// Each icon is imported on its own, so only these four reach the bundle.
const ICONS = { todo: Clock, in_progress: Settings, done: CircleCheck } as const;

const isKnown = (status: string): status is keyof typeof ICONS => Object.hasOwn(ICONS, status);

/**
 * The status as an SVG (clock, gear, check mark, question mark), drawn the same on every machine.
 * Decorative: use it beside words that say the status.
 */
export function StatusGlyph({ status }: { status: string }) {
  const Icon = isKnown(status) ? ICONS[status] : CircleHelp;
  return (
    <Icon
      className={`status-glyph status-${isKnown(status) ? status : 'unknown'}`}
      aria-hidden="true"
      focusable="false"
      size="1.1em"
    />
  );
}

/** The status icon alone, with its words for screen readers since the picture carries the meaning. */
export function StatusIcon({ status }: { status: string }) {
  return (
    <span className="status-icon" title={statusLabel(status)}>
      <StatusGlyph status={status} />
      <span className="sr-only">{statusLabel(status)}: </span>
    </span>
  );
}
