// A goal still names its own parts besides its kind: a second act after "and" ("and harvest honey",
// "and record it on my phone"), who it is for ("for every member of my family") and what it is
// for ("so I can take my kids fishing"), and its number. The starter plan reaches each of them
// with a bite of its own, said as an act, so the plan ends at the goal's last act rather than at
// research; a kind's plan ends with the second act its own bites do not say.

import { STOP_WORDS, VERBS, swapPerson } from '../../reading/english-words.ts';
import type { GoalClause } from '../../reading/read-goal.ts';
import type { Quantity } from '../../reading/quantity.ts';

export interface GoalParts {
  /** Acts the goal names after its first: "harvest honey". */
  acts: string[];
  /** The goal's thing without its second act: "a cedar birdhouse" of "a cedar birdhouse and hang it in the garden". */
  object: string;
  /** Who it is for: "every member of your family". */
  forWhom: string | undefined;
  /** What it makes possible: "take your kids fishing". */
  purpose: string | undefined;
}

/** Words that end a part: the goal goes on to say when, or another part. */
const PART_END = new Set(['by', 'before', 'until', 'and', 'so', 'this', 'next', 'in', 'within']);
const OWNER = new Set(['your', 'their', 'his', 'her']);
const THING_START = new Set(['a', 'an', 'the', 'your', 'it', 'them', 'some']);

/** The words after `from` up to the next part or the end of a sentence: "your family" of "your family, by May". */
function partFrom(words: readonly string[], from: number): string[] {
  const taken: string[] = [];
  for (const word of words.slice(from)) {
    let end = word.length;
    while (end > 0 && ',.;:!?'.includes(word.charAt(end - 1))) end -= 1;
    const bare = word.slice(0, end);
    if (PART_END.has(bare.toLowerCase())) break;
    taken.push(bare);
    if (bare !== word) break;
  }
  return taken;
}

/** "for every member of your family": who it is for names them as someone's ("your", "her"). */
function forWhomOf(object: string): string | undefined {
  const words = object.split(' ');
  const at = words.findIndex((word) => word.toLowerCase() === 'for');
  const whom = at >= 0 ? partFrom(words, at + 1) : [];
  const owner = whom.findIndex((word) => OWNER.has(word.toLowerCase()));
  // "for my grandad's funeral": what is someone's is an occasion, not who it is for.
  const occasion = whom.some((word) => /['’]s$/i.test(word));
  return owner >= 0 && owner < whom.length - 1 && !occasion ? whom.join(' ') : undefined;
}

/**
 * "and harvest honey": a second act starts with a verb, or with a word no list knows followed by
 * its thing ("and record it", "and smoke the fish"), or by a bare thing after a thing the goal
 * named with "a" or "the" ("a backyard beehive and harvest honey": a second thing would say "a" too).
 */
function andAct(object: string): { act: string; before: string } | undefined {
  const words = object.split(' ');
  const at = words.findLastIndex((word) => word.toLowerCase() === 'and');
  const [word = '', ...rest] = at > 0 ? words.slice(at + 1) : [];
  const lower = word.toLowerCase();
  const unknown = rest.length > 0 && !STOP_WORDS.has(lower) && !/(?:s|ing|ed|ly)$/.test(lower);
  const named = THING_START.has(words[0]?.toLowerCase() ?? '');
  const verb = VERBS.has(lower) || (unknown && (THING_START.has(rest[0]?.toLowerCase() ?? '') || named));
  if (!verb) return undefined;
  // "for my niece" is said by its own bite; "for mum", with no one's, stays with the act.
  const whom = rest.findIndex((next) => next.toLowerCase() === 'for');
  const ownedWhom = whom >= 0 && rest.slice(whom + 1).some((next) => OWNER.has(next.toLowerCase()));
  return { act: [lower, ...(ownedWhom ? rest.slice(0, whom) : rest)].join(' '), before: words.slice(0, at).join(' ') };
}

/** "so I can take my kids fishing": what the goal makes possible, said back to the person. */
function purposeOf(text: string): string | undefined {
  const words = text.split(' ');
  // "well enough to busk at the summer fair": how well is said by what it is for.
  const enough = words.findIndex((word, i) => /^(?:well|good)$/i.test(word) && /^enough$/i.test(words[i + 1] ?? '') && /^to$/i.test(words[i + 2] ?? ''));
  if (enough >= 0) {
    const purpose = partFrom(words, enough + 3);
    return purpose.length ? swapPerson(purpose.join(' ')) : undefined;
  }
  const at = words.findIndex((word, i) => word.toLowerCase() === 'so' && /^(?:that\s+)?(?:i|we)\s(?:can|could|will|may)$/i.test(words.slice(i + 1, i + (words[i + 1]?.toLowerCase() === 'that' ? 4 : 3)).join(' ')));
  if (at < 0) return undefined;
  const purpose = partFrom(words, at + (words[at + 1]?.toLowerCase() === 'that' ? 4 : 3));
  return purpose.length ? swapPerson(purpose.join(' ')) : undefined;
}

export function readGoalParts(clause: GoalClause, text: string): GoalParts {
  const act = andAct(clause.object);
  return { acts: act ? [act.act] : [], object: act?.before ?? clause.object, forWhom: forWhomOf(clause.object), purpose: purposeOf(text) };
}

/**
 * The number as the mark to reach: money is its figure ("$4,200", not "$4,200 credit card debt"),
 * anything else its number and unit ("50,000 words", not "50,000 word memoir about").
 */
export function finishLine(quantity: Quantity | undefined): string | undefined {
  if (!quantity) return undefined;
  const [figure = '', unit] = quantity.text.split(/\s+/);
  if (/^[$€£]/u.test(figure) || !unit) return figure;
  return `${figure} ${quantity.value > 1 && /^word|^page|^mile|^book|^kilo|^pound/i.test(unit) && !unit.endsWith('s') ? `${unit}s` : unit}`;
}

/**
 * Where a goal's thing ends and the rest of its sentence begins: how well ("well enough to busk"),
 * what for ("for your move to Lisbon", "so that …", "to join the choir"), when and how often
 * ("by June", "every Sunday"). A slot carries only what comes before.
 */
const SLOT_TAIL = /(?<!\s)\s+(?:(?:well|good)\s+enough|enough\s+to|so(?:\s+that)?\s+(?:i|we|you|my|your|they|he|she)|in\s+order|for\s+(?:your|my|our|their|his|her|the|a|an|when|work|school)|before|by|until|within|every|each|once|twice|daily|weekly|nightly|this|next|in\s+time|at\s+(?:the|a|an|my|your|our)\s)(?![\p{L}])/iu;
/** Words of how well a thing is done: "speak better Portuguese" is done in Portuguese. */
const HOW_WELL = /(?<![\p{L}-])(?:better|properly|fluently|confidently|well)(?![\p{L}-])\s*/giu;
/** "to play the ukulele": the act the goal learns before the thing it is done with. */
const LEARNT_ACT = /^(?:how\s+)?to\s+\p{L}+\s+(?=(?:the|a|an|your|some)\s|better\s|\p{Lu})/iu;

/** Verbs whose thing is followed by what it is to do: "teach your dog to sit" is taught sitting, not for it. */
const TAKES_INFINITIVE = new Set(['teach', 'train', 'help', 'get', 'encourage', 'ask', 'allow', 'let', 'remind', 'persuade', 'convince']);

/** "to" and the verb the rest of a slot's words begin with: "to join the choir" is what it is for. */
function purposeAt(words: readonly string[]): number {
  return words.findIndex((word, i) => i > 0 && word.toLowerCase() === 'to' && VERBS.has(words[i + 1]?.toLowerCase() ?? ''));
}

/**
 * The short noun phrase a template's slot can carry, from the goal's words: "to speak better
 * Portuguese for your move to Lisbon" is "Portuguese", "playing the ukulele well enough to busk at
 * the fair" is "playing the ukulele". Undefined when nothing is left, so the template goes unsaid.
 */
export function slotPhrase(said: string | undefined, verb?: string): string | undefined {
  if (!said) return undefined;
  const cut = said.replace(LEARNT_ACT, '').split(SLOT_TAIL)[0] ?? '';
  const words = cut.split(/\s+/);
  const purpose = TAKES_INFINITIVE.has(verb?.split(' ')[0] ?? '') ? -1 : purposeAt(words);
  const phrase = (purpose > 0 ? words.slice(0, purpose).join(' ') : cut).replace(HOW_WELL, '').replace(/(?<![\s,;:])[\s,;:]+$/, '').trim();
  return /[\p{L}\p{N}]/u.test(phrase) ? phrase : undefined;
}
