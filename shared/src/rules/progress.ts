/** Rounded percent of the list's items that are done; 0 for an empty list. */
export function progressPercent(items: readonly { status: string }[]): number {
  if (items.length === 0) return 0;
  const done = items.filter((item) => item.status === 'done').length;
  return Math.round((done / items.length) * 100);
}
