// Every count a person reads, in one place: the noun agrees with the number as English plural
// rules say, and the number is written by Intl ("1,200", never "3.0"). The formatters are made on
// first use, so a bundle that never says a count carries none of their cost.
let plural: Intl.PluralRules | undefined;
let whole: Intl.NumberFormat | undefined;
let tenths: Intl.NumberFormat | undefined;

/** A whole number as the reader writes it: "1,200". */
export const wholeNumber = (n: number): string => (whole ??= new Intl.NumberFormat()).format(n);

/** The noun alone, as it agrees with `n`: "bite" for 1, "bites" otherwise. */
export const nounFor = (n: number, one: string, many: string): string => ((plural ??= new Intl.PluralRules('en')).select(n) === 'one' ? one : many);

/** "1 bite", "3 bites", "1 zone matches", "12 zones match": a count with its noun. */
export const count = (n: number, one: string, many: string): string => `${wholeNumber(n)} ${nounFor(n, one, many)}`;

/** A count that a habit's completions make fractional: "5.2", "12", never "12.0". */
export const biteCount = (n: number): string => (tenths ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })).format(n);

/** "1 bite", "5.2 bites": a fractional count with its noun, agreeing with the count as shown (1.03 reads "1 bite"). */
export const bitesCount = (n: number): string => {
  const shown = biteCount(n);
  return `${shown} ${shown === wholeNumber(1) ? 'bite' : 'bites'}`;
};
