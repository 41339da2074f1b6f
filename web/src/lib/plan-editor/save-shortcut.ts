import type { KeyboardEvent } from 'react';

/** For the Save button's aria-keyshortcuts, so screen readers announce the shortcut. */
export const SAVE_SHORTCUT = 'Control+Enter';

/** Ctrl+Enter (Cmd+Enter on a Mac) anywhere in the plan saves it, without a long Tab to the button. */
export function saveOnShortcut(event: KeyboardEvent, save: () => void): void {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  save();
}
