import { actMinutes } from '../act-minutes.ts';
import { STOP_WORDS } from '../../reading/english-words.ts';

// Whether a kind's plan ends with an act the goal names ("Paint a seascape", "Hang it in the
// garden"), and how long that bite is. A closing bite is one sitting a person can do: never an
// outcome (a job, a business, a life), never a project the plan's own phases are (a party, a
// trip), and never an act one of the plan's bites already does.

/** Verbs whose object is reached over weeks, not done in a sitting. */
const OUTCOME_VERBS = new Set([
  'get', 'land', 'find', 'start', 'launch', 'found', 'open', 'plan', 'organise', 'organize', 'arrange', 'host', 'throw',
  'become', 'have', 'secure', 'win', 'earn', 'achieve', 'reach', 'pass', 'grow',
]);

/** Things that are an outcome or a project however they are said. */
const OUTCOMES = /\b(?:jobs?|careers?|business(?:es)?|compan(?:y|ies)|startups?|hustles?|life|lives|promotions?|degrees?|roles?|positions?|projects?|part(?:y|ies)|weddings?|events?|celebrations?|anniversar(?:y|ies)|trips?|holidays?|vacations?|reunions?|festivals?)\b/i;

/** An act taken for granted as a quick one when no verb or time says it takes longer. */
const QUICK_ACT_MINUTES = 15;

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '');

/** A bite that does the act: its verb and one of the things it acts on. */
function alreadyDone(act: string, titles: readonly string[]): boolean {
  const [verb = '', ...rest] = words(act);
  const things = rest.filter((word) => word.length > 2 && !STOP_WORDS.has(word)).map(stem);
  return titles.some((title) => {
    const said = words(title).map(stem);
    return said.includes(stem(verb)) && things.some((thing) => said.includes(thing));
  });
}

/**
 * The acts that close the plan, each one sitting no bite already does. `own` is the goal's own act
 * (where an outcome or a project is never one); `after` what the goal goes on to do or is for.
 */
export function closingActs(own: readonly string[], after: readonly string[], titles: readonly string[]): string[] {
  const sitting = (act: string) => !OUTCOME_VERBS.has(words(act)[0] ?? '') && !alreadyDone(act, titles);
  return [...own.filter((act) => sitting(act) && !OUTCOMES.test(act)), ...after.filter(sitting)];
}

/** The minutes a closing act takes: what its time or verb says, else a quick act's. */
export const closingMinutes = (act: string): number => actMinutes(act, QUICK_ACT_MINUTES);
