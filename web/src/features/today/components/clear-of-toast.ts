/**
 * On a phone a done's toast spans the foot of the screen for ten seconds. The row just acted on
 * (which now holds the next bite, its Done and Not today) scrolls up clear of it: each row keeps a
 * toast's height of scroll margin below it (today.css), and the page has room below its last row.
 */
export function keepClearOfToast(rowId: string): void {
  document.getElementById(rowId)?.scrollIntoView({ block: 'nearest' });
}
