// The first things a goal will take, as the person lists them when no kind of goal fits: "clean
// the hull, buy sandpaper and varnish, then find a mooring" is three things. A list is cut at
// line breaks, semicolons, commas, "then" and numbers; "and" cuts only before a verb, so
// "sandpaper and varnish" stays one thing, and a comma only before a new act, so "sandpaper,
// brushes and a dust mask" does too.

import { VERBS, swapPerson } from './english-words.ts';

/** At most this many things: the plan's first slice holds one crumb for each. */
const MOST = 4;

const CUTS = /\n|;|\.\s|\s(?:then|after\s+that|next)\s|(?:^|\s)(?:\d[.)]|[-•*])\s/i;
const AND = /(?<!\s)\s+(?:and|&)\s+/i;
/** "First I need to", "then", "to": the words before the thing itself. */
const LEAD = /^(?:(?:and|first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|then|also),?\s+)*(?:(?:i|we)\s+(?:will\s+|would\s+)?(?:need|have|want|must|should)\s+to\s+|(?:i|we)(?:'ll|\s+will|\s+must|\s+should)\s+|to\s+)?/i;

const startsWithVerb = (text: string) => VERBS.has(/^[\p{L}']+/u.exec(text)?.[0]?.toLowerCase() ?? '');

/** After a comma, more things of the same list ("brushes and a dust mask", "the screws"), not a new act: they belong to the thing before. */
const LIST_GOES_ON = /^(?:(?:a|an|the|some|my|our|more|extra|spare|new|two|three|four|five|six|\d+)\s|\p{L}+s(?:\s|$))/iu;
/** A thing that gathers a list ("buy sandpaper, wood filler and a tack cloth"): what follows its commas is more of the list. */
const GATHERS = /^(?:buy|order|pack|borrow|rent|pick\s+up|gather)\s/i;
/** "Tape the edges", "strip and repaint the tank", "interview three neighbours": a word (or two joined) and then its object is an act the verb list does not know. */
const ACT_AND_OBJECT = /^\p{L}+(?:\s+(?:and|&)\s+\p{L}+)?\s+(?:the|a|an|my|your|our|his|her|their|it|them|him|us|me|some|all|every|each|\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/iu;

/** A part cut at its commas, where a comma starts a new thing unless the list of the thing before goes on. */
const commaThings = (part: string): string[] =>
  part.split(',').map((piece) => piece.trim()).filter(Boolean).reduce<string[]>((things, piece) => {
    const before = things.at(-1);
    const goesOn = before !== undefined && !startsWithVerb(piece.replace(LEAD, '')) && (LIST_GOES_ON.test(piece) || (GATHERS.test(before.replace(LEAD, '')) && !ACT_AND_OBJECT.test(piece)));
    return goesOn ? [...things.slice(0, -1), `${before}, ${piece}`] : [...things, piece];
  }, []);

/** "finish finishing the draft", "the hardest part of the hardest part": what was said twice, said once. */
const SAID_TWICE = /\b((?:[\p{L}\p{N}']+\s+){0,4}[\p{L}\p{N}']+)\s+(?:(?:of|and)\s+)?\1\b/giu;
const VERB_AND_GERUND = /^(\p{L}+?)e?\s+\1(?:\p{L})?ing\b/iu;

/** "write lyrics first", "…, to start": the order is the list's, not a word of the thing. */
const TRAIL = /(?<!\s)\s+(?:first(?:\s+of\s+all)?|to\s+(?:start|begin)(?:\s+with)?|at\s+first)(?=[.!?]*$)/i;

function tidy(part: string): string {
  const once = part.replace(LEAD, '').replace(TRAIL, '').replace(SAID_TWICE, '$1').replace(VERB_AND_GERUND, (all) => all.split(/\s+/)[0] ?? all);
  const said = swapPerson(once.replace(/(?<![.!?])[.!?]+$/, '').trim());
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** The things, each in the person's words said back to them ("my boat" is "your boat"), in order. */
export function readFirstThings(answer: string): string[] {
  const things: string[] = [];
  for (const part of answer.split(CUTS).flatMap(commaThings)) {
    const pieces = part.trim().split(AND);
    const joined = pieces.slice(1).reduce<string[]>(
      // "sort the boxes into keep and sell": a verb alone after "and" ends the thing before, it starts none.
      // "strip and repaint the tank": a verb alone before "and" shares the object after it, one act kept whole.
      (kept, piece) => (startsWithVerb(piece.replace(LEAD, '')) && /\s/.test(piece.trim()) && /\s/.test(kept.at(-1)?.replace(LEAD, '').trim() ?? '') ? [...kept, piece] : [...kept.slice(0, -1), `${kept.at(-1) ?? ''} and ${piece}`]),
      pieces.slice(0, 1),
    );
    things.push(...joined.map(tidy).filter((thing) => /\p{L}{2}/u.test(thing)));
  }
  return things.slice(0, MOST);
}
