// Every count a person reads, in one place: the noun agrees with the number as English plural
// rules say, and the number is written by Intl ("1,200", never "3.0"). The formatters are made on
// first use, so a bundle that never says a count carries none of their cost.
let plural: Intl.PluralRules | undefined;
let tenthsPlural: Intl.PluralRules | undefined;
let whole: Intl.NumberFormat | undefined;
let tenths: Intl.NumberFormat | undefined;

/** Whether `n`, as it is shown, takes the singular noun. */
function isOne(n: number, fractional: boolean): boolean {
  // Plural by the count as shown: 1.03 shows as "1" and reads "1 bite".
  const rules = fractional ? (tenthsPlural ??= new Intl.PluralRules('en', { maximumFractionDigits: 1 })) : (plural ??= new Intl.PluralRules('en'));
  return rules.select(n) === 'one';
}

/** A whole number as the reader writes it: "1,200". */
export function wholeNumber(n: number): string {
  return (whole ??= new Intl.NumberFormat()).format(n);
}

/** "1 bite", "3 bites", "1 zone", "12 zones": a count with its noun. */
export function count(n: number, one: string, many: string): string {
  return `${wholeNumber(n)} ${isOne(n, false) ? one : many}`;
}

/** The noun alone, as it agrees with `n`: "bite" for 1, "bites" otherwise. */
export function nounFor(n: number, one: string, many: string): string {
  return isOne(n, false) ? one : many;
}

/** A count that a habit's completions make fractional: "5.2", "12", never "12.0". */
export function biteCount(n: number): string {
  return (tenths ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })).format(n);
}

/** "1 bite", "5.2 bites": a fractional count with its noun, as it is shown. */
export function bitesCount(n: number): string {
  return `${biteCount(n)} ${isOne(n, true) ? 'bite' : 'bites'}`;
}
