import { useState } from 'react';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import type { ShownCheer } from '../../../lib/mark-done/after-done.ts';

/** Where focus lands after a Done: the celebration, which a second Enter cannot tick. */
export const CHEER_ID = 'today-cheer';

/** A done's celebration on Today, the place (a row's id) that shows it, and where focus goes after its Undo. */
export interface PlacedCheer extends ShownCheer {
  place: string;
  focusBack: string;
}

/** Today's one celebration at a time: the newest done's, shown in the row that did it. */
export interface CheerSlot {
  shown: PlacedCheer | undefined;
  show: (cheer: PlacedCheer) => void;
  clear: () => void;
}

/**
 * A done's one celebration (its helper, words and the goal's bar moving), or a due date moved a
 * week, with its Undo, in the row that did it, in the page's flow: a toast at the foot of a phone
 * lay over the next goal's card. It stays until the person acts on the list again or takes it
 * back, so nothing under a thumb moves on a timer. A goal's row whose last bite it was keeps it in
 * the goal's place (finished-row.tsx).
 */
export function DoneCheer({ slot }: { slot: CheerSlot }) {
  const [busy, setBusy] = useState(false);
  const { shown } = slot;
  if (!shown) return null;

  async function undo() {
    if (busy || !shown) return;
    setBusy(true);
    const back = await shown.undo();
    setBusy(false);
    if (!back) return;
    // The bite is back on its row: focus returns to what ticked it.
    slot.clear();
    focusWhenShown(shown.focusBack);
  }

  return (
    <div id={CHEER_ID} className="today-cheer" tabIndex={-1} role="group" aria-label={shown.words}>
      {shown.cheer}
      <button type="button" className="btn btn-small btn-secondary" aria-disabled={busy || undefined} onClick={() => void undo()}>
        Undo
      </button>
    </div>
  );
}
