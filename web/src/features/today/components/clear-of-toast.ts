/** Space kept above the row just acted on when the rows after it are lifted too. */
const TOP_GAP = 8;

/**
 * On a phone a done's toast spans the foot of the screen for ten seconds. The row just acted on
 * (which now holds the next bite, its Done and Not today) scrolls up clear of it, and so do the
 * rows after it that fit above the toast with it, the next cards a thumb reaches for: each row
 * keeps a toast's height of scroll margin below it (today.css), and the page has room below its
 * last row.
 */
export function keepClearOfToast(rowId: string): void {
  const row = document.getElementById(rowId);
  if (!row) return;
  const room = Number.parseFloat(getComputedStyle(row).scrollMarginBottom) || 0;
  // No room kept: the screen is wide and the toast sits in its corner, so nothing need move.
  if (room === 0) {
    row.scrollIntoView({ block: 'nearest' });
    return;
  }
  const top = row.getBoundingClientRect().top;
  const fits = (other: HTMLElement) => other.getBoundingClientRect().bottom - top <= window.innerHeight - room - TOP_GAP;
  const after = [...document.querySelectorAll<HTMLElement>('.today-row')].filter((other) => row.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
  const lowest = after.filter(fits).at(-1) ?? row;
  lowest.scrollIntoView({ block: 'nearest' });
  // A row acted on above the screen's top (the rows after it already in view) comes back into view.
  if (row.getBoundingClientRect().top < 0) row.scrollIntoView({ block: 'nearest' });
}
