// Text glyphs for places that can only hold text (a <select>'s options). They are plain symbols
// from common text fonts (DejaVu, Liberation), not emoji, so they draw on machines without an emoji
// font; the variation selector U+FE0E asks for the text form of the gear.
const ICONS: Record<string, string> = { todo: '◷', in_progress: '⚙\uFE0E', done: '✓' };
const LABELS: Record<string, string> = { todo: 'To do', in_progress: 'In progress', done: 'Done' };

/** todo = clock, in_progress = gear, done = check mark, anything else = question mark. */
export function statusIcon(status: string): string {
  return ICONS[status] ?? '?';
}

/** Words for screen readers, since the icon alone carries the status. */
export function statusLabel(status: string): string {
  return LABELS[status] ?? 'Unknown status';
}
