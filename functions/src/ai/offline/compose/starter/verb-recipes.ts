// What a goal no kind fits takes, read from its verb as a coach would: mending a thing is finding
// what is wrong, getting the parts, one repair at a time and a test; making one is plans,
// materials, a practice piece and the parts in order; growing, breeding, keeping animals and
// composing a piece each have their own course. The recipes are data (verb-recipes.json), written
// once for every object, with the goal's own thing put where it reads naturally. A second act
// ("and sail it across the bay", "and get it performed") is planned by its own verb as a phase of
// its own after what it needs; "for every child in my class" makes the work come round once per
// person, with a list of who and a tick for each.

import type { GoalClause } from '../../reading/read-goal.ts';
import { swapPerson } from '../../reading/english-words.ts';
import type { Shape, StarterBite } from '../starter-shape.ts';
import { readGoalParts } from './goal-parts.ts';
import type { RecipeBite, RecipePhase as Phase, VerbRecipes } from './verb-recipe-schema.ts';
import data from './verb-recipes.json' with { type: 'json' };

/** Checked against its schema by a test (verb-recipe-schema.ts). */
const VERB_RECIPES = data as VerbRecipes;

/** Where the goal stops naming its thing: "the antique clock | in our hallway". */
const THING_END = /(?<!\s)\s+(?:for|to|with|from|by|in|on|at|about|so|that|before|after|without|and|until|along|across|around|through|into|onto|over|under|as|this|next|every|each)\s+|,|[;(]/i;
const ARTICLE = /^(?:a|an|the|some|my|your|our|their|his|her)\s+/i;

interface Slots {
  /** The thing named whole the first time ("the restored 1970s wooden sailing boat") and short after ("the sailing boat"). */
  whole: string;
  short: string;
  /** Said of its kind, with no article: "chilli peppers", "bees". */
  bare: string;
  /** One of it, bare: "wallet", for a goal that makes one for each person. */
  one: string;
  whom: string | undefined;
  what: string | undefined;
  act: string | undefined;
}

/** "for every child in my class", "for each of my three brothers": who gets one each. */
function eachOf(object: string): string | undefined {
  const words = object.split(' ');
  const at = words.findIndex((word, i) => word.toLowerCase() === 'for' && /^(?:each|every)$/i.test(words[i + 1] ?? ''));
  if (at < 0) return undefined;
  const after = words.slice(at + 2);
  const skip = after.findIndex((word) => !/^(?:one|of)$/i.test(word));
  const end = after.findIndex((word) => /^(?:by|before|until|so|and)$/i.test(word));
  const rest = after.slice(Math.max(skip, 0), end < 0 ? undefined : end).join(' ').split(/[,;.]/)[0]?.trim();
  return rest ? swapPerson(/^(?:your|the|my|our|their)\b/i.test(rest) ? rest : `${words[at + 1]?.toLowerCase()} ${rest}`) : undefined;
}

/** The object's head without what follows: "bees", "an antique grandfather clock". */
const headOf = (object: string) => (object.split(THING_END)[0] ?? '').replace(/\b(your|their|our|my)\s+own\b/i, '$1').trim();

function thingSlots(clause: GoalClause, act: string | undefined): Slots | undefined {
  const head = headOf(clause.object);
  const words = head.replace(ARTICLE, '').split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (!last || words.length > 6 || /^\d/.test(words[0] ?? '') || /^(?:it|them|more|less|better|how|to)$/i.test(words[0] ?? '')) return undefined;
  const whole = /^(?:your|their|our)\s/i.test(head) ? head : `the ${words.join(' ')}`;
  // A name of three words or fewer stays whole; a longer one is said by its last two after the first time.
  const short = words.length <= 3 ? whole : `the ${words.slice(-2).join(' ')}`;
  const what = act?.split(/\s+/).slice(1).join(' ').replace(/^(?:it|them)\b\s*/i, '').replace(/^(?:into|in|to|for)\s+/i, '').trim();
  return { whole, short, bare: words.join(' '), one: last, whom: eachOf(clause.object), what: what || undefined, act };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The verb that names a second act: "get it performed" is performing, "harvest honey" harvesting. */
function actVerb(act: string): string {
  const [verb = '', pronoun = '', participle = ''] = act.toLowerCase().split(/\s+/);
  return verb === 'get' && /^(?:it|them)$/.test(pronoun) && participle ? participle : verb;
}

function thingKind(clause: GoalClause): 'plant' | 'animal' | undefined {
  const words = headOf(clause.object).toLowerCase().split(/\s+/);
  if (words.some((word) => VERB_RECIPES.things.animal.includes(word))) return 'animal';
  return words.some((word) => VERB_RECIPES.things.plant.includes(word)) ? 'plant' : undefined;
}

function recipeFor(clause: GoalClause) {
  const verb = clause.verb?.split(' ')[0]?.toLowerCase() ?? '';
  const kind = thingKind(clause);
  return VERB_RECIPES.recipes.find((recipe) => recipe.verbs.includes(verb) && (recipe.things ? recipe.things === kind : kind === undefined || recipe.id === 'make'));
}

/** A recipe bite with the goal's thing in it; the first mention names it whole. */
function write(bite: RecipeBite, slots: Slots, named: { whole: boolean }, each: boolean): StarterBite | undefined {
  if (bite.eachOnly && !each) return undefined;
  const chosen = each && bite.each ? bite.each : bite;
  if (chosen.title === '{Act}') return slots.act ? { verbal: capital(slots.act), nominal: capital(slots.act), minutes: chosen.minutes } : undefined;
  if (/\{what\}/.test(chosen.title) && !slots.what) return undefined;
  const thing = () => {
    const said = named.whole ? slots.short : slots.whole;
    named.whole = true;
    return said;
  };
  const title = chosen.title
    .replace(/\{the\}/g, thing)
    .replace(/\{bare\}/g, slots.bare)
    .replace(/\{one\}/g, slots.one)
    .replace(/\{whom\}/g, slots.whom ?? '')
    .replace(/\{what\}/g, slots.what ?? '');
  return {
    verbal: title,
    nominal: title,
    minutes: chosen.minutes,
    ...(chosen.repeat ? { repeat: chosen.repeat } : {}),
    ...(chosen.practice === false ? { practice: false as const } : {}),
    ...(chosen.makes ? { makes: chosen.makes } : {}),
    ...(chosen.needs ? { needs: chosen.needs } : {}),
  };
}

function writePhase(phase: Phase, slots: Slots, named: { whole: boolean }, each: boolean): Shape[number] {
  return {
    title: phase.title,
    tasks: phase.tasks
      .map((task) => ({ title: task.title, bites: task.bites.flatMap((bite) => write(bite, slots, named, each) ?? []) }))
      .filter((task) => task.bites.length > 0),
  };
}

/** Who and what the goal is for, each a bite of its own at the end; one for each person when it says "every". */
function endsOf(clause: GoalClause, text: string, slots: Slots, each: boolean): StarterBite[] {
  const parts = readGoalParts(clause, text);
  const whom = each ? `Give each ${slots.one} to its person on your list` : parts.forWhom ? `Give ${slots.short} to ${parts.forWhom}` : undefined;
  return [
    ...(whom ? [{ verbal: whom, nominal: whom, minutes: 30, ...(each ? { needs: 'names' as const } : {}) }] : []),
    ...(parts.purpose ? [{ verbal: capital(parts.purpose), nominal: capital(parts.purpose), minutes: 30 }] : []),
  ];
}

/**
 * The phases a goal's verb calls for, with its thing named in them and its second act planned by
 * its own verb; undefined when no recipe fits its verb and thing.
 */
export function recipeShape(clause: GoalClause, text: string): Shape | undefined {
  const recipe = recipeFor(clause);
  if (!recipe) return undefined;
  const act = readGoalParts(clause, text).acts[0];
  const slots = thingSlots(clause, act);
  if (!slots) return undefined;
  const each = slots.whom !== undefined;
  const named = { whole: false };
  const then = act ? VERB_RECIPES.then.find((entry) => entry.verbs.includes(actVerb(act))) : undefined;
  const work = recipe.phases.map((phase) => writePhase(phase, slots, named, each));
  const close = writePhase(recipe.close, slots, named, each);
  const ends = endsOf(clause, text, slots, each);
  if (then) {
    const last = work.at(-1);
    if (last) last.tasks = [...last.tasks, ...close.tasks].slice(0, 2);
    const bites = then.bites.flatMap((bite) => write(bite, slots, named, false) ?? []);
    // Four bites make two tasks of the phase: getting ready for the act, then the act.
    const tasks = bites.length > 3 ? [{ title: 'Get ready', bites: bites.slice(0, 2) }, { title: then.title, bites: bites.slice(2) }] : [{ title: then.title, bites }];
    return [...work, { title: then.title, tasks: [...tasks, ...(ends.length ? [{ title: 'See it through', bites: ends }] : [])] }];
  }
  // A second act no recipe knows is still done, after the work: never dropped.
  const through = [...(act ? [{ verbal: capital(act), nominal: capital(act), minutes: 45 }] : []), ...ends];
  return [...work, { ...close, tasks: [...close.tasks, ...(through.length ? [{ title: 'See it through', bites: through }] : [])] }];
}
