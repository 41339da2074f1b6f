/** A template with its {slots} filled; a slot without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const CHANGE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A count as people read it in the coach's words: "1,250" or "2.5", never "2.0". */
export const countWords = (n: number): string => COUNT.format(n);

/** A change with its sign: "+5", "-3", "0". */
export const changeWords = (n: number): string => CHANGE.format(n);
