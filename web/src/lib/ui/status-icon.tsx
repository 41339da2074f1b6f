import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import CircleHelp from 'lucide/dist/esm/icons/circle-question-mark.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Settings from 'lucide/dist/esm/icons/settings.mjs';
import { statusLabel } from '../words/status-words.ts';
import { Icon } from './icon.tsx';

// Each icon is imported on its own, so only these four reach the bundle.
const ICONS = { todo: Clock, in_progress: Settings, done: CircleCheck } as const;

const isKnown = (status: string): status is keyof typeof ICONS => Object.hasOwn(ICONS, status);

/**
 * The status as an SVG (clock, gear, check mark, question mark), drawn the same on every machine.
 * Decorative: use it beside words that say the status.
 */
export function StatusGlyph({ status }: { status: string }) {
  const node = isKnown(status) ? ICONS[status] : CircleHelp;
  return <Icon node={node} className={`status-glyph status-${isKnown(status) ? status : 'unknown'}`} size="1.1em" />;
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
