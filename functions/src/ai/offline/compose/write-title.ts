// Fills a title's slots from the goal and checks the result reads as natural English: a title
// whose slot the goal cannot fill is dropped rather than written with a hole in it.

const SLOT = /\{(goal|object|the|skill|target|pace|who|they|them|their)\}/g;

/** Languages and peoples, which English writes with a capital however the goal wrote them ("speak french" -> "French"). */
const PROPER = /(?<![\p{L}])(?:english|spanish|french|german|italian|portuguese|dutch|japanese|chinese|mandarin|cantonese|korean|arabic|russian|swedish|norwegian|danish|finnish|greek|turkish|hindi|urdu|polish|hebrew|vietnamese|thai|irish|welsh|latin|swahili|tagalog|ukrainian|czech|hungarian|romanian|persian|farsi|bengali|punjabi|tamil|indonesian|malay)(?![\p{L}])/giu;

export interface Slots {
  goal?: string | undefined;
  object?: string | undefined;
  the?: string | undefined;
  skill?: string | undefined;
  target?: string | undefined;
  /** The amount spread over the timeframe: "$1,000 a month". */
  pace?: string | undefined;
  /** The one person the goal names, said back: "your grandma". */
  who?: string | undefined;
  /** That person as the one who does, as the object of a verb and as an owner: "she", "her", "her"; unknown for a partner or a friend. */
  they?: string | undefined;
  them?: string | undefined;
  their?: string | undefined;
}

/** The title with its slots filled, or undefined when one is empty or the result has a seam. */
export function writeTitle(template: string, slots: Slots): string | undefined {
  let missing = false;
  const own: readonly string[] = template.replace(SLOT, ' ').toLowerCase().match(/\p{L}+/gu) ?? [];
  const title = template.replace(SLOT, (_, name: keyof Slots) => {
    const value = slots[name]?.trim();
    // "List every chapter of your thesis chapter": a slot whose head noun the sentence already says would say it twice.
    const head = value?.toLowerCase().match(/(?<!\p{L})\p{L}+$/u)?.[0];
    if (!value || (head && head.length > 3 && own.includes(head))) missing = true;
    return value ? value.replace(PROPER, (word) => word.charAt(0).toUpperCase() + word.slice(1)) : '';
  });
  if (missing) return undefined;
  return findSeams(title).length ? undefined : title;
}

const SEAMS: readonly [string, RegExp][] = [
  ['a repeated word', /\b([\p{L}']+)\s+\1\b/iu],
  ['a repeated phrase', /\b((?:[\p{L}\p{N}']+\s+){1,4}[\p{L}\p{N}']+)\s+(?:(?:of|and|in|on)\s+)?\1\b/iu],
  ['an unfilled slot', /[{}]/],
  ['a space before punctuation', /\s[,.;:!?]/],
  ['a dangling word at the end', /\b(?:a|an|the|your|my|to|for|of|with|and|or|by|in|on|at)$/i],
  ['a pronoun after "your"', /\byour\s+(?:you|your|my|i|me)\b/i],
  ['"a" before a vowel sound', /\b[aA]\s+(?:[aeiAEI]|[oO](?!ne\b|nce\b)|[uU](?![nst]i|se|ni|ni))[a-z]/u],
  ['"an" before a consonant', /\ban\s+(?!h(?:our|onest|eir))[bcdfghjklmnpqrstvwxz]/iu],
  ['doubled spaces or empty brackets', /\s{2}|\(\s*\)/],
];

/** What reads wrong in a title: the seams a reviewer would point at. */
export function findSeams(title: string): string[] {
  return SEAMS.filter(([, pattern]) => pattern.test(title.trim())).map(([name]) => name);
}
