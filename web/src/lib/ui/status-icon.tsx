import { statusIcon, statusLabel } from '@cakewalk/shared/rules/status-icon.ts';

/** The spec's status icon, with words for screen readers since the emoji carries the meaning. */
export function StatusIcon({ status }: { status: string }) {
  return (
    <span className="status-icon" title={statusLabel(status)}>
      <span aria-hidden="true">{statusIcon(status)}</span>
      <span className="sr-only">{statusLabel(status)}: </span>
    </span>
  );
}
