// How often a goal in Spanish, German, French or Portuguese says it happens ("tres veces por
// semana", "3 Mal pro Woche", "deux fois par jour"), from that language's words.

import type { LanguagePlan } from '../languages/language-plan.ts';
import { oneCadence, type Cadence } from '@cakewalk/shared/rules/cadence.ts';

type CadenceWords = LanguagePlan['cadence'];

function countBefore(before: string, words: CadenceWords): number | undefined {
  const said = Object.entries(words.counts).find(([count]) => before === count || before.endsWith(` ${count}`));
  if (said) return said[1];
  const times = words.times.map((word) => RegExp.escape(word)).join('|');
  const digit = new RegExp(`(?:^|\\s)(\\d)\\s*(?:-?(?:${times}))?$`, 'u').exec(before);
  return digit ? Number(digit[1]) : undefined;
}

/** Where a phrase stands as whole words: "a settimana" is not read inside "alla settimana". */
function wholeAt(text: string, phrase: string): number {
  return new RegExp(`(?<![\\p{L}\\p{N}])${RegExp.escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.index ?? -1;
}

export function readForeignCadence(text: string, words: CadenceWords): Cadence | undefined {
  const lower = text.toLowerCase();
  for (const every of ['week', 'day'] as const) {
    for (const phrase of words[every]) {
      const start = wholeAt(lower, phrase);
      if (start < 0) continue;
      return oneCadence(every, countBefore(lower.slice(0, start).trimEnd(), words) ?? 1, start, start + phrase.length);
    }
  }
  return undefined;
}
