// A bite the offline planner wrote carries its own smaller steps: an archetype's (kept by the
// bite's id), the starter plan's and another language's. Found here by the bite's title, as a saved
// bite holds no more, with what filled its slots put
// back into the steps and its numbers as the plan wrote them ("for 15 minutes" where the data
// said 10). A bite the person renamed is no longer known, and is split by its words instead.

import { HABIT_SHAPE, KEEP_GOING, SHAPE, TRAIT_SHAPE } from '../compose/starter-shape.ts';
import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import { ARCHETYPE_STEPS } from './archetype-steps.ts';
import recipeSteps from '../compose/starter/verb-recipe-steps.json' with { type: 'json' };

interface Known {
  pattern: RegExp;
  /** What each capture of the pattern holds: a slot's name, or a number as the data wrote it. */
  captures: { slot?: string; number?: string }[];
  steps: readonly string[];
}

/** Words a pattern must hold besides its slots, so that "{Goal}" alone knows no bite. */
const LEAST_WORDS = 12;

/** A title with slots becomes a pattern that captures what filled them, and any number it holds. */
function known(title: string, steps: readonly string[]): Known | undefined {
  const parts = title.split(/(\{\w+\}|\d+)/);
  if (parts.filter((_, i) => i % 2 === 0).join('').replace(/\W/g, '').length < LEAST_WORDS) return undefined;
  const captures: Known['captures'] = [];
  const source = parts.map((part, i) => {
    if (i % 2 === 0) return RegExp.escape(part);
    captures.push(part.startsWith('{') ? { slot: part.slice(1, -1) } : { number: part });
    // A slot never holds a curly quote: "“{target}” and the date" stops at the quote.
    return part.startsWith('{') ? '([^“”]+?)' : '(\\d[\\d,]*)';
  });
  return { pattern: new RegExp(`^${source.join('')}$`, 'i'), captures, steps };
}

interface StepsOf {
  title: string;
  plain?: string | undefined;
  steps?: readonly string[] | undefined;
  plainSteps?: readonly string[] | undefined;
}

const hasSlot = (text: string) => /\{\w+\}/.test(text);

function knownOf(bite: StepsOf): Known[] {
  if (!bite.steps) return [];
  const plainSteps = bite.plainSteps ?? bite.steps.filter((step) => !hasSlot(step));
  return [
    known(bite.title, bite.steps),
    bite.plain && plainSteps.length >= 2 ? known(bite.plain, plainSteps) : undefined,
  ].flatMap((entry) => (entry ? [entry] : []));
}

const starterBites = [...SHAPE, ...HABIT_SHAPE, ...TRAIT_SHAPE, KEEP_GOING].flatMap((phase) => phase.tasks.flatMap((task) => task.bites)).flatMap((bite) => (bite.instead ? [bite, bite.instead] : [bite])).flatMap((bite) =>
  [...new Set([bite.verbal, bite.nominal])].map((title) => ({ title, steps: bite.steps })));

/** Each archetype's steps under the title (or plain title) of the bite their id names, in the steps files' order. */
export function archetypeStepsByTitle(): { archetype: string; title: string; steps: readonly string[] }[] {
  return Object.entries(ARCHETYPE_STEPS).flatMap(([archetype, entries]) => entries.map(({ title, steps }) => ({ archetype, title, steps })));
}

// Built on the first split, not at import: a route whose model answers never needs it.
let index: readonly Known[] | undefined;
const buildKnown = (): readonly Known[] => [
  ...archetypeStepsByTitle(),
  ...starterBites,
  ...Object.entries(recipeSteps).map(([title, steps]) => ({ title, steps })),
  ...Object.values(LANGUAGE_PLANS).flatMap((plan) => plan.themes.flatMap((theme) => theme.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites)))),
].flatMap(knownOf);

/** The smaller steps the plan's data gives this bite, or undefined for a bite it did not write. */
export function knownSteps(title: string): string[] | undefined {
  index ??= buildKnown();
  for (const { pattern, captures, steps } of index) {
    const match = pattern.exec(title.trim());
    if (!match) continue;
    const slots = new Map<string, string>();
    const numbers = new Map<string, string>();
    captures.forEach((capture, i) => {
      const value = match[i + 1] ?? '';
      if (capture.slot) slots.set(capture.slot, value);
      if (capture.number) numbers.set(capture.number, value);
    });
    const filled = steps
      .map((step) => step.replace(/\{(\w+)\}/g, (whole, slot: string) => slots.get(slot) ?? whole))
      .map((step) => step.replace(/\d+/g, (number) => numbers.get(number) ?? number));
    // A step whose slot the title did not hold ("{going}" on a title written with "{goal}") is left out.
    const kept = filled.filter((step) => !hasSlot(step));
    if (kept.length >= 2) return kept;
  }
  return undefined;
}
