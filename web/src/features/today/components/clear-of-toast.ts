/**
 * On a phone a done's toast spans the foot of the screen for ten seconds. The row just acted on
 * (which now holds the next bite, its Done and Not today, where focus goes) scrolls clear of it,
 * and only as far as it must: each row keeps a toast's height of scroll margin below it
 * (today.css), so a row already clear does not move at all, and the page never jumps to lift the
 * rows after it. On a wide screen the toast sits beside the page's column, and nothing moves.
 */
export function keepClearOfToast(rowId: string): void {
  document.getElementById(rowId)?.scrollIntoView({ block: 'nearest' });
}
