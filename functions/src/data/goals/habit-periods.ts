// How a habit's completions are stored: the string set `periods` on the bite's own item, one
// entry per completion, named by its period's first day: the day alone for the first completion
// in that period, `<day>#2` to `<day>#7` for the next ones ("3 times a week" fills three). A
// status change adds or deletes one named entry, so it is one UpdateItem, and the same write
// landing twice is still one completion. The rest of the code sees completions as the period of
// each (a period listed once per completion in it), as the export file and the shared rules do.

const DAY = 'YYYY-MM-DD'.length;

/** Each completion's period, from the stored entries. */
export const completionsOf = (entries: Iterable<string> | undefined): string[] => [...(entries ?? [])].map((entry) => entry.slice(0, DAY));

const entryName = (period: string, slot: number) => (slot === 1 ? period : `${period}#${slot}`);

/** The first free entry of a period: where its next completion goes. */
export function entryToAdd(entries: ReadonlySet<string>, period: string): string {
  let slot = 1;
  while (entries.has(entryName(period, slot))) slot++;
  return entryName(period, slot);
}

/** The period's last entry taken, or undefined when it has none. */
export function entryToRemove(entries: ReadonlySet<string>, period: string): string | undefined {
  return [...entries].filter((entry) => entry.slice(0, DAY) === period).sort((a, b) => slotOf(b) - slotOf(a))[0];
}

/** An entry's number in its period: 1 for the first completion. */
export const slotOf = (entry: string) => Number(entry.slice(DAY + 1) || 1);

/** Stored entries for a list of completions (an imported or migrated habit's history). */
export function entriesOf(completions: readonly string[]): string[] {
  const entries = new Set<string>();
  for (const period of completions) entries.add(entryToAdd(entries, period));
  return [...entries];
}
