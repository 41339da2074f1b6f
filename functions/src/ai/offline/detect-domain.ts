// Which domain a goal belongs to: every domain's cue patterns are compiled once into one
// compromise net and swept over the text together. Cues add up by strength; one hint alone
// ("run") is not enough, so "run my own business" is a business goal, not a running one.

import type { Domain } from './domain.ts';
import { DOMAINS } from './domain-list.ts';
import type { ParsedText, Span } from './nlp.ts';
import { buildPatternNet } from './nlp.ts';

const MIN_SCORE = 2;
// A clear cue among the goal's first words ("Learn Spanish before my trip") says more than one later on.
const LEAD_WORDS = 3;
const LEAD_BONUS = 2;

const net = buildPatternNet(
  DOMAINS.flatMap((domain, index) =>
    Object.entries(domain.cues).map(([match, weight]) => ({ match, value: `${index}:${weight}:${match}` })),
  ),
);

export function detectDomain(parsed: ParsedText, goalSpan: Span): Domain | undefined {
  const scores = new Map<number, { score: number; strongest: number }>();
  const counted = new Set<string>();
  for (const { value, span } of parsed.sweep(net)) {
    if (counted.has(value)) continue;
    counted.add(value);
    const [index, strength] = value.split(':').map(Number) as [number, number];
    const leads = span.sentence === goalSpan.sentence && span.start >= goalSpan.start && span.start < goalSpan.start + LEAD_WORDS;
    const weight = strength + (leads && strength >= 2 ? LEAD_BONUS : 0);
    const entry = scores.get(index) ?? { score: 0, strongest: 0 };
    scores.set(index, { score: entry.score + weight, strongest: Math.max(entry.strongest, weight) });
  }
  let best: { index: number; score: number; strongest: number } | undefined;
  for (const [index, entry] of scores) {
    const better = !best || entry.score > best.score || (entry.score === best.score && (entry.strongest > best.strongest || (entry.strongest === best.strongest && index < best.index)));
    if (better) best = { index, ...entry };
  }
  return best && best.score >= MIN_SCORE ? DOMAINS[best.index] : undefined;
}
