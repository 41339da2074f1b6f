/** A template with its {slots} filled; a slot without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

// Made on first use, not at import: the first Intl object loads the locale's data, a cost every
// Lambda importing the coach's words would otherwise pay at its cold start.
let count: Intl.NumberFormat | undefined;
let change: Intl.NumberFormat | undefined;

/** A count as people read it in the coach's words: "1,250" or "2.5", never "2.0". */
export const countWords = (n: number): string => (count ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })).format(n);

/** A change with its sign: "+5", "-3", "0". */
export const changeWords = (n: number): string =>
  (change ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })).format(n);
