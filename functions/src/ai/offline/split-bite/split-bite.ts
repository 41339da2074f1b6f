// Breaks a bite in the person's own words into 2 to 8 smaller ones that do that bite (a bite the
// planner wrote has its own steps: split-planned-bite.ts). It is split by those words, as one
// time of doing it and said to them: two actions become those actions; a list, one step per item ("Pack a towel, goggles and a padlock"); a count of things, its parts ("Write down
// ten films" -> the first five, the last five); a length of time, a timer set and the bite done
// until it rings; otherwise the recipe of its verb and object names the physical steps. When
// nothing fits, fewer honest steps rather than any that would fit every bite. A step never
// repeats the bite it came from.

import pluralize from 'pluralize';
import type { RawBite } from '../../clamp-breakdown.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';
import { findSeams } from '../compose/write-title.ts';
import type { MicrotaskContext } from '../../step-planner.ts';
import { STOP_WORDS, VERBS, gerund, swapPerson } from '../reading/english-words.ts';
import { unreadSteps } from './unread-steps.ts';
import { readLanguage } from '../reading/language.ts';
import type { Recipe, RecipeStep } from './recipes.ts';
import { RECIPES } from './recipes.ts';
import { knownVerb, verbOfGerund } from './verb-forms.ts';
import { splitAgain } from './split-again.ts';

interface Bite {
  /** The verb with its particle, lower case: "write down", "look up". */
  verb: string;
  /** The verb as written, with any particle: "Look up". */
  verbText: string;
  object: string;
  head: string;
  noun: string;
  /** What follows the head: " for wear", " in your calendar". */
  rest: string;
}

const PREPOSITIONS = new Set(['at', 'in', 'on', 'for', 'to', 'with', 'by', 'from', 'of', 'into', 'onto']);
/** "in front of", "on top of" say where, not a particle of the verb. */
const PARTICLES = /^(?:up|out|down|off|in|on|back|away|over|through|along|around)\b(?!\s+(?:front|top|case|time|person|place)\b)\s*/i;
const BREAK = /(?<!\s)\s+(?:what|how|why|whether|without|about|for|with|to|from|by|on|in|at|into|onto|and|so|until|before|after|that|which|who|where|when|while|as|if|every|each|near|instead|using|under|over)\s+|(?<!\s)\s+(?:straight|right|back|now|today)\b|[,;:(]/i;
/** Nouns a verb can name: "start time", "finish line". */
const NAMED_BY_VERB = new Set(['time', 'times', 'date', 'line', 'point', 'list']);
const HOW_DONE = /(?<!\s)\s+(?:slowly|quickly|properly|carefully|fully|again|once|twice|together|aloud|out\s+loud)$/i;
/** "Take the engine apart", "Pack the boxes up": the particle after the thing belongs to the verb, not the thing. */
const LATE_PARTICLE = /(?<=\p{L})\s+(?:apart|up|down|out|off|back|away|over|in)$/iu;
const ARTICLE = /^(?:a|an|the|your|my|our|their|his|her|some|any|this|that|these|those|one|two|three|four|five|each|every|all)\s+/i;

export function cleanTitle(title: string): string {
  return title
    .replace(/(?<!\s)\s*\([^()]*\)\s*$/, '')
    .replace(/^[^:]{1,40}:\s+(?=\p{Lu})/u, '')
    .replace(/(?<![.!])[.!]+$/, '')
    .trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function readBite(title: string): Bite | undefined {
  // "Borrow, rent or buy a guitar": the last of the verbs is the one that gets done.
  const clean = capitalise(cleanTitle(title).replace(/^[\p{L}'-]+(?:,\s+[\p{L}'-]+)*,?\s+or\s+(?=[\p{L}'-]+\s)/u, ''));
  // "Floss": a verb alone is a bite too, with nothing after it.
  const match = /^([\p{L}'-]+)(?:\s+(.*))?/su.exec(clean);
  if (!match) return undefined;
  let verbText = match[1] ?? '';
  let object = match[2] ?? '';
  // "Talk to my landlord": whom the talk is with belongs to the verb, as a particle does.
  const withWhom = /^(?:talk|speak|chat)$/i.test(verbText) ? /^(?:to|with)\s+/i.exec(object) : null;
  const particle = withWhom ?? PARTICLES.exec(object);
  if (particle && object.length > particle[0].length) {
    verbText = `${verbText} ${particle[0].trim()}`;
    object = object.slice(particle[0].length);
  }
  // "Go through the": an article with nothing after it is no object to act on.
  if (/^(?:a|an|the|your|my|our|their)$/i.test(object.trim())) object = '';
  // "one broad, low-cost fund": a single comma without "and" or "or" describes one thing.
  if ((object.match(/,/g)?.length ?? 0) === 1 && !/\s(?:and|or)\s/.test(object)) object = object.replace(',', '');
  // "how to book a therapist", "what you spend": a question is the object whole.
  // "which modelling clay you need: type, size and price": the thing asked about is "the modelling clay".
  const asked = /^(?:which|what)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)\s+(?:you|to)\s/iu.exec(object);
  const named = asked?.[1] ? `the ${asked[1]}` : /^(?:how|what|where|when|which|who|why)\b/i.test(object) ? object : (object.split(BREAK)[0] ?? object).trim() || object;
  // "the speech slowly": how it is done is no part of the thing.
  const head = named.replace(HOW_DONE, '').replace(LATE_PARTICLE, '') || named;
  return { verb: verbText.toLowerCase(), verbText, object, head, noun: head.replace(ARTICLE, '') || head, rest: object.slice(head.length).replace(/^\s*/, (space) => (space ? ' ' : '')) };
}

function fill(text: string, bite: Bite): string {
  const verb = bite.verbText.charAt(0).toLowerCase() + bite.verbText.slice(1);
  const ving = [gerund(verb.split(' ')[0] ?? verb), ...verb.split(' ').slice(1)].join(' ');
  const rest = bite.rest && !/^[,;:]/.test(bite.rest.trim()) ? ` ${bite.rest.trim()}` : '';
  // {A}: what the bite adds after "and" ("the title and three must-haves"), else anything missing.
  const added = /^and\s+(.+)/is.exec(bite.rest.trim())?.[1] ?? 'anything missing';
  // "Find the rigging instructions and open them": a pronoun after the thing agrees with it.
  const agreed = saysMany(bite.head) ? text.replace(/(\{H\}.*?)(?<!\p{L})it(?!\p{L})/u, '$1them') : text;
  return capitalise(
    agreed
      .replaceAll('{H}', bite.head)
      .replaceAll('{N}', bite.noun)
      .replaceAll('{O}', bite.object)
      .replaceAll('{R}', rest)
      .replaceAll('{A}', added)
      .replaceAll('{V}', verb)
      .replaceAll('{Ving}', ving),
  )
    .replace(/\s+/g, ' ')
    .replace(/(?<!\s)\s+([,.])/g, '$1')
    // "Finish finishing the draft": a verb before its own gerund says it once.
    .replace(new RegExp(String.raw`^(${RegExp.escape(verb.split(' ')[0] ?? verb)})\s+${RegExp.escape(ving.split(' ')[0] ?? ving)}\b`, 'iu'), '$1')
    .trim();
}

/** "a towel, swimsuit and padlock": one step per item. */
function listSteps(bite: Bite): RawBite[] {
  const list = bite.object.split(/(?<!\s)\s+(?:in|into|by|for|before|on|to)\s+/)[0] ?? '';
  // Two words joined by a comma alone are a thing described twice ("one broad, low-cost fund").
  const joined = /\s(?:and|or)\s/.test(list) || (list.match(/,(?!\d)/g)?.length ?? 0) >= 2;
  if (!joined || (!list.includes(',') && !/^\d.*\sand\s+\d/.test(list))) return [];
  if (PREPOSITIONS.has(list.split(/\s+/)[0]?.toLowerCase() ?? '')) return [];
  // "which tent you need: type, size and price": a question with what it weighs is no list of things.
  if (list.includes(':') || /^(?:which|what|how|whether)\b/i.test(list)) return [];
  const items = list.split(/(?<!\s)\s*,(?!\d)\s*(?:and\s+)?|(?<!\s)\s+and\s+/).map((item) => item.trim()).filter(Boolean);
  const actionLike = (item: string) => VERBS.has(item.split(/\s+/)[0]?.toLowerCase() ?? '') || /n't\b/.test(item);
  // "slowly, once, from start to finish": how and where it is done, no things to do it to one by one.
  const howOrWhere = (item: string) => /^(?:once|twice|again|\p{L}+ly)$/iu.test(item) || PREPOSITIONS.has(item.split(/\s+/)[0]?.toLowerCase() ?? '');
  if (items.length < 2 || items.length > 8 || items.some((item) => item.split(' ').length > 5 || actionLike(item) || howOrWhere(item))) return [];
  const verb = capitalise(bite.verbText.toLowerCase());
  return items.map((item) => ({ title: `${verb} ${ARTICLE.test(item) || /^\d/.test(item) ? item : `the ${item}`}`, minutes: 3 }));
}

/** "hobbies" -> "hobby", "stretches" -> "stretch", "wax blends" -> "wax blend": the last word of a thing, by English's own rules. */
const singular = (noun: string) => {
  const words = noun.split(' ');
  return [...words.slice(0, -1), pluralize.singular(words.at(-1) ?? '')].join(' ');
};

/** "two wax blends": a count's thing may be two words, a noun before the plural one that is counted. */
function countedThing(unit: string, rest: string): { unit: string; rest: string } {
  const next = /^\s+([\p{L}-]+)/u.exec(rest);
  const word = next?.[1] ?? '';
  const counted = next && pluralize.isSingular(unit) && !STOP_WORDS.has(word.toLowerCase()) && pluralize.isPlural(word) && pluralize.singular(word) !== word;
  return counted ? { unit: `${unit} ${word}`, rest: rest.slice(next[0].length) } : { unit, rest };
}

const TIME_UNIT = /^(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)$/i;

const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
const COUNT_WORD = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty)$/i;

/** "the three acts" -> "the ", "the lyrics for five songs" -> "the lyrics for ": the words before a count of a plural thing, when they lead to it. */
function beforeCount(object: string): { lead: string } | undefined {
  const words = object.split(' ');
  const at = words.findIndex((word) => COUNT_WORD.test(word));
  const lead = words.slice(0, Math.max(at, 0));
  const total = Number(words[at]) || NUMBER_WORDS[words[at]?.toLowerCase() ?? ''] || 0;
  const leads = lead.length === 1 ? /^(?:the|your|my|these|those|all)$/i.test(lead[0] ?? '') : /^(?:for|of|on|in|from)$/i.test(lead.at(-1) ?? '');
  return at > 0 && leads && total >= 3 && /[^s]s$/i.test(words[at + 1] ?? '') ? { lead: `${lead.join(' ')} ` } : undefined;
}
const COUNT = /^(?:the\s+first\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+([\p{L}-]+)(.*)/isu;

/** "20 minutes at an easy pace", "ten books you want to read": the amount in two or three parts. */
function amountSteps(bite: Bite, count: number): RawBite[] {
  // "the three acts", "the lyrics for five songs": a count after its article or its thing is split the same way, the thing kept.
  const inside = beforeCount(bite.object);
  const lead = inside && !/^(?:the|your|my|these|those|all)\s$/i.test(inside.lead) ? inside.lead : inside ? '' : undefined;
  const match = COUNT.exec(inside ? bite.object.slice(inside.lead.length) : bite.object);
  const word = match?.[1]?.toLowerCase() ?? '';
  const total = Number(word) || NUMBER_WORDS[word] || 0;
  const first = match?.[2] ?? '';
  // Minutes or "of" are no things to count one by one: "15 minutes of scrolling", "ten of your books".
  if (!match || total < 2 || STOP_WORDS.has(first.toLowerCase()) || TIME_UNIT.test(first)) return [];
  const { unit, rest } = countedThing(first, match[3] ?? '');
  if (total === 2) {
    const verb = capitalise(bite.verbText.toLowerCase());
    const one = singular(unit);
    return [{ title: `${verb} one ${one}${rest}`, minutes: 3 }, { title: `${verb} a second ${one}${rest}`, minutes: 3 }];
  }
  const parts = clamp(count, { min: 2, max: total < 4 ? 2 : 3 });
  const sizes = Array.from({ length: parts }, (_, i) => Math.floor(((i + 1) * total) / parts) - Math.floor((i * total) / parts));
  const labels = parts === 2 ? ['first', 'last'] : ['first', 'next', 'last'];
  const verb = capitalise(bite.verbText.toLowerCase());
  const minutesEach = /^min/i.test(unit) ? undefined : 5;
  const one = (size: number) => (size === 1 ? singular(unit) : unit);
  // After "one hobby" come "2 more hobbies", and then "the last 2": the parts add up to the whole, none said twice.
  const more = (i: number) => sizes[0] === 1 && i > 0 && (i < parts - 1 || parts === 2);
  const said = (size: number, i: number) =>
    size === 1 ? (i === 0 ? `one ${one(size)}` : `the ${labels[i]} ${one(size)}`) : more(i) ? `${size} more ${unit}` : `the ${labels[i]} ${size} ${unit}`;
  return sizes.map((size, i) => ({ title: `${verb} ${lead ?? ''}${said(size, i)}${rest}`.replace(/\s+/g, ' '), minutes: lead ? 10 : (minutesEach ?? size) }));
}

/** "Foam-roll your thighs for 5 minutes": the timer set, then the bite done until it rings. */
function timeSteps(title: string): RawBite[] {
  const clean = cleanTitle(title);
  const match = /(?<!\s)\s+for\s+(\d+)\s+(?:minutes?|mins?)\b/i.exec(clean);
  const total = Number(match?.[1]);
  if (!match || !(total >= 4)) return [];
  const before = clean.slice(0, match.index);
  const after = clean.slice(match.index + match[0].length);
  const act = `${before}${after}`.replace(/\s+/g, ' ').trim();
  if (total < SESSION) return [{ title: `Set a timer for ${total} minutes`, minutes: 1 }, { title: `${act} until the timer goes off`, minutes: total }];
  // A session is got ready for and left with a note of where it stopped, so the next one starts there.
  return [
    { title: 'Clear a space and get out what the session needs', minutes: 2 },
    { title: `Set a timer for ${total} minutes, then ${act.charAt(0).toLowerCase()}${act.slice(1)} until it rings`, minutes: total },
    { title: 'Write one line on where you stopped and what comes next', minutes: 2 },
  ];
}

/** Minutes from which a timed bite is a session of work rather than one exercise. */
const SESSION = 15;

/** "Book the venue and get written confirmation": one step per action. */
function actionSteps(title: string): RawBite[] {
  const parts = cleanTitle(title).split(/(?<!\s)\s*(?:,\s*)?\b(?:and|then)\s+(?=(\p{L}+)\b)/u);
  const actions: string[] = [parts[0] ?? ''];
  for (let i = 1; i < parts.length; i += 2) {
    const verb = (parts[i] ?? '').toLowerCase();
    const rest = parts[i + 1] ?? '';
    const next = rest.split(/\s+/)[1]?.toLowerCase() ?? '';
    // "the date and start time": a verb before a noun it names ("start time") is no action.
    const isAction = (VERBS.has(verb) || RECIPES.some((r) => r.verbs.includes(verb))) && !PREPOSITIONS.has(next) && !NAMED_BY_VERB.has(next);
    if (isAction) actions.push(rest);
    else actions[actions.length - 1] = `${actions.at(-1) ?? ''} and ${rest}`;
  }
  // "Mark and cut the pieces": two verbs share one object.
  const shared = actions.length === 2 && actions[0]?.trim().split(/\s+/).length === 1 ? actions[1]?.trim().split(/\s+/).slice(1).join(' ') : undefined;
  if (shared) actions[0] = `${actions[0]?.trim()} ${shared}`;
  if (actions.length < 2 || actions.some((action) => action.split(/\s+/).length < 2)) return [];
  return actions.map((action) => ({ title: capitalise(action.trim()), minutes: 5 }));
}

function pickSteps(steps: readonly RecipeStep[], count: number): RecipeStep[] {
  const ranked = steps.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority || a.i - b.i);
  return ranked.slice(0, Math.max(2, count)).sort((a, b) => a.i - b.i).map(({ s }) => s);
}

const VAGUE = /^(?:(?:first|next|last|one|each|every)\s+)?(?:thing|things|it|one|item|items|stuff|that|this|step|bit|part)\b/i;

/** The recipe for this bite: its verb with its particle first ("write down"), then the bare verb. */
function recipeFor(bite: Bite): Recipe | undefined {
  // "the first thing on that list", "it": a recipe would be fed a word with nothing to act on.
  if (VAGUE.test(bite.noun)) return undefined;
  // A recipe that names what the bite acts on needs a bite that says it: "Go through the" has nothing to go to.
  // "Practise with sheep": a thing that starts with a preposition is where or with what, nothing to act on.
  const named = bite.object.trim() !== '' && !PREPOSITIONS.has(bite.head.split(/\s+/)[0]?.toLowerCase() ?? '');
  const fed = (recipe: Recipe) => named || !recipe.steps.some((step) => /\{[HNOR]\}/.test(step.text));
  const fits = (verb: string) => RECIPES.find((r) => r.verbs.includes(verb) && (!r.when || r.when.test(bite.object)) && fed(r));
  return fits(bite.verb) ?? fits(bite.verb.split(' ')[0] ?? '');
}

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * "Clear the first half of the boxes", "Sand the rest of the hull": a part of a job is done up to a
 * mark and left with what is over noted, never halved again ("the second half of the first half").
 */
function partSteps(title: string, bite: Bite): RawBite[] {
  // "Draw the first few plans": one, then one or two more, never "the rest of the first few plans".
  const few = /^the\s+first\s+few\s+(\p{L}[^,]*)/iu.exec(cleanTitle(title).slice(bite.verbText.length).trim())?.[1]?.replace(HOW_DONE, '').trim();
  if (few) {
    const verb = capitalise(bite.verbText.toLowerCase());
    return [
      { title: `${verb} one of the ${few}`, minutes: 5 },
      { title: `${verb} one or two more of the ${few}`, minutes: 8 },
      { title: `Note which of the ${few} come next`, minutes: 2 },
    ];
  }
  const part = /^the\s+((?:first|second|last|next)\s+(?:half|part|third|few)|rest)\s+of\s+([^,]+)/i.exec(cleanTitle(title).slice(bite.verbText.length).trim());
  const whole = part?.[2]?.replace(HOW_DONE, '').trim();
  if (!part?.[1] || !whole) return [];
  // "Do the first half of sanding the hull" is done by sanding the hull.
  const [first = '', ...rest] = whole.split(/\s+/);
  const fromGerund = bite.verb === 'do' ? verbOfGerund(first) : undefined;
  const act = fromGerund ? capitalise([fromGerund, ...rest].join(' ')) : `${capitalise(bite.verbText.toLowerCase())} ${whole}`;
  const thing = (fromGerund ? rest.join(' ') : whole).split(BREAK)[0]?.trim() || whole;
  if (/^rest$/i.test(part[1])) {
    return [
      { title: `Look over what is left of ${thing}`, minutes: 2 },
      { title: `${fromGerund ? capitalise(fromGerund) : capitalise(bite.verbText.toLowerCase())} what is left, a bit at a time`, minutes: 8 },
      { title: `Check ${thing} once more from start to finish`, minutes: 3 },
    ];
  }
  return [
    { title: `Mark where the ${part[1].toLowerCase()} of ${thing} ends, so you know when to stop`, minutes: 2 },
    { title: `${act} up to that mark`, minutes: 8 },
    { title: 'Stop at the mark and note what is left', minutes: 2 },
  ];
}

function englishSteps(title: string, bite: Bite, count: number): RawBite[] {
  for (const steps of [partSteps(title, bite), actionSteps(title), listSteps(bite), amountSteps(bite, count - 1), timeSteps(title)]) {
    if (steps.length >= 2) return steps;
  }
  const recipe = recipeFor(bite);
  return recipe ? pickSteps(recipe.steps, count).map((s) => ({ title: fill(s.text, bite), minutes: s.minutes })) : [];
}

/** "Quarterly tax paperwork": a bite that starts with a describing word names a thing, not an action. */
const namesAThing = (word: string) => /(?:ly|al|ic|ive|ous|ful)$/i.test(word) && !knownVerb(word.toLowerCase());

/**
 * The honest minimum when no recipe fits, in the bite's own words: its first part done (the first
 * few of many things and then the rest, one thing up to a natural break) and what its thing still
 * needs, never the bite pasted into a timer ("Do it for 10 minutes"). A bite with no object of its own ("Meditate
 * before bed") is got ready for and done. A bite that names a thing rather than an action
 * ("Quarterly tax paperwork") is worked on whole.
 */
function honestSteps(bite: Bite, title: string, minutes: number | null | undefined): RawBite[] {
  const { ready, work, note: last } = honestMinutes(minutes);
  const noted = (steps: RawBite[]) => steps.filter((step) => step.minutes !== 0);
  // A minute or two of work is no session to time: it is begun and left at a pause.
  const spend = work < SHORTEST_SESSION ? 'Make a start on' : `Spend ${work} minutes`;
  if (namesAThing(bite.verb.split(' ')[0] ?? '')) {
    // The thing without its describing word: "Quarterly tax paperwork" is worked on as "the tax paperwork".
    const thing = `the ${title.split(/\s+/).slice(1).join(' ')}`;
    return [
      { title: `Get out everything ${thing} needs`, minutes: ready },
      { title: `${work < SHORTEST_SESSION ? spend : `${spend} on`} ${thing}, then note where you stopped`, minutes: work + last },
    ];
  }
  if (!bite.head || PREPOSITIONS.has(bite.head.split(/\s+/)[0]?.toLowerCase() ?? '') || /^(?:before|after|every|each|when|while|until)\b/i.test(bite.head)) {
    const first = Math.ceil(work / 2);
    return [
      { title: fill('Clear the space and get out what {Ving} takes', bite), minutes: ready },
      { title: fill(work < SHORTEST_SESSION ? 'Make a start on {Ving}, slowly' : `Spend the first ${first} minutes {Ving} slowly`, bite), minutes: first },
      { title: fill('Finish {Ving} {O} and note how it went', bite), minutes: work - first + last },
    ];
  }
  // Many things are done a few at a time, then the rest; one thing is got ready for, worked on up to a
  // natural break and looked over. Each step is its own act, none the bite again with "Begin" before it.
  // "Carve a pawn": once started on, it is "the pawn".
  const started = bite.head.replace(/^(?:a|an)\s+/i, 'the ');
  // "Film him at work": a person named by a pronoun needs nothing noted; where the work stopped does.
  const pronoun = /^(?:him|her|them|it|us|me|you)$/i.test(bite.head);
  const note = { title: pronoun ? 'Note where you stopped and what comes next' : fill(`Look over ${started} and note what ${saysMany(bite.head) ? 'they still need' : 'it still needs'}`, bite), minutes: last };
  // "the three acts": a counted thing is done by count (amountSteps), never "the first few three acts".
  if (saysMany(bite.head) && ARTICLE.test(bite.head) && !/^(?:a|an|one)\s/i.test(bite.head) && !COUNTED.test(bite.noun)) {
    const few = Math.ceil(work / 2);
    return noted([{ title: fill('{V} the first few {N}{R}', bite), minutes: ready + few }, { title: fill('{V} the rest of {H}{R}', bite), minutes: Math.max(1, work - few) }, note]);
  }
  return noted([
    { title: fill('Get out what {Ving} {H}{R} needs and clear a space for it', bite), minutes: ready },
    { title: fill(`${spend} {Ving} {H}{R}, stopping at a natural break`, bite), minutes: work },
    note,
  ]);
}

/** Minutes of work from which honest steps time it. */
const SHORTEST_SESSION = 3;
/** Minutes under which a bite's honest steps note nothing. */
const SHORT = 5;
/** Minutes from which a bite's honest steps get ready for the work and note where it stopped at more than a minute each. */
const ROOMY = 8;

/** The honest steps' minutes within the bite's own: a few to get ready and to note, the rest the work itself (10 minutes when unknown). */
function honestMinutes(minutes: number | null | undefined): { ready: number; work: number; note: number } {
  if (!minutes) return { ready: 3, work: 10, note: 2 };
  // A bite of a few minutes is got ready for and done: nothing is left to note.
  if (minutes < SHORT) return { ready: 1, work: Math.max(1, minutes - 1), note: 0 };
  const roomy = minutes >= ROOMY;
  const ready = roomy ? 3 : 1;
  const note = roomy ? 2 : 1;
  return { ready, work: Math.max(1, minutes - ready - note), note };
}

/** "three acts", "2 walls": a noun that starts with its count. */
const COUNTED = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|few|several|many|both)\s/i;

/** "the letters" are many and "still need"; "the glass", "the bus" and "access" are one. */
const saysMany = (thing: string) => {
  const last = thing.split(/\s+/).at(-1) ?? '';
  return last.length > 2 && pluralize.isPlural(last) && pluralize.singular(last) !== last;
};

const DAY = String.raw`(?:day|night|morning|evening|afternoon|week|weekday|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?`;
/** How often a habit is done: its steps are those of one time. */
const HOW_OFTEN = new RegExp(String.raw`(?<!\s)\s+(?:(?:every|each)\s+(?:other\s+|single\s+)?${DAY}|on\s+${DAY}|(?:once|twice|\d+\s+times)\s+(?:a|per|each)\s+${DAY}|daily|nightly|weekly)\b`, 'gi');

/**
 * How many goes a time holds, or an amount's rate ("three times", "once", "a session"): said once
 * in the bite, never again in each of its steps ("Repeat the hardest part three times three times").
 */
const GOES = /(?<!\s)\s+(?:(?:once|twice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times)(?=\s*$)|(?:a|per|each|every)\s+(?:session|sitting|go)\b)/gi;

/** A bite in the person's own words as one time of doing it, said to them: "Call my sister every Sunday" is "Call your sister". */
function oneTime(title: string): string {
  const said = swapPerson(title);
  return said.replace(HOW_OFTEN, '').replace(GOES, '').trim() || said;
}

/** "Start walking after dinner" is done by walking after dinner: the act it starts is the bite. */
function withoutStart(title: string): string {
  const match = /^(?:start|begin|try)\s+(\p{L}+ing)\b(.*)$/iu.exec(title);
  const verb = match ? verbOfGerund(match[1] ?? '') : undefined;
  return verb ? capitalise(`${verb}${match?.[2] ?? ''}`) : title;
}

/**
 * "Begin carving the pawn", whose verb the planner does not know: the bite is itself a first part,
 * so it is set up for, begun slowly and left at a break, never begun again.
 */
function beginSteps(title: string): RawBite[] {
  const begun = /^(?:start|begin)\s+(\p{L}+ing\s+[^,]+)/iu.exec(cleanTitle(title))?.[1];
  if (!begun) return [];
  return [
    { title: `Set out what ${begun} needs where you will do it`, minutes: 3 },
    { title: 'Take the first few minutes slowly, one step at a time', minutes: 7 },
    { title: 'Stop at a natural break and note where you got to', minutes: 2 },
  ];
}

/** How far a split's minutes may run past its bite's: getting ready and noting where it stopped add a little. */
const SLACK = 1.25;

/**
 * Steps that fit in the bite they replace: when the bite's minutes are known, steps that add up
 * to more are shortened in proportion, never under a minute each (a 3-minute bite is no 5 and 5).
 */
function withinMinutes(steps: RawBite[], minutes: number | null | undefined): RawBite[] {
  const total = steps.reduce((sum, step) => sum + (step.minutes ?? 0), 0);
  if (!minutes || total <= minutes * SLACK) return steps;
  const shares = steps.map((step) => Math.max(1, Math.floor(((step.minutes ?? 0) * minutes) / total)));
  // What rounding down left over goes to the longest step, the work itself.
  const longest = shares.indexOf(Math.max(...shares));
  const over = minutes - shares.reduce((sum, share) => sum + share, 0);
  return steps.map((step, i) => ({ ...step, minutes: (shares[i] ?? 1) + (i === longest && over > 0 ? over : 0) }));
}

/** 2 to `count` steps that replace a bite in the person's own words; never the bite itself again. */
export function splitOwnWords(input: MicrotaskContext, count: number): RawBite[] {
  return withinMinutes(ownWordsSteps(input, count), input.minutes);
}

function ownWordsSteps(input: MicrotaskContext, count: number): RawBite[] {
  // A bite starts with its verb: an English one says the bite is English, whatever else it holds.
  const first = /^[\p{L}'-]+/u.exec(cleanTitle(input.title))?.[0]?.toLowerCase() ?? '';
  const english = knownVerb(first) || readLanguage(input.title) === 'en';
  if (!english) return unreadSteps(cleanTitle(input.title)).map((title) => ({ title, minutes: 5 }));
  const title = withoutStart(oneTime(input.title));
  // A step this splitter wrote is split as the kind of step it is, never wrapped in a template again.
  const written = splitAgain(cleanTitle(title), input.minutes ?? undefined);
  if (written.length >= 2) return written.slice(0, Math.max(2, count));
  const begun = beginSteps(title);
  if (begun.length) return begun;
  const bite = readBite(title);
  if (!bite) return unreadSteps(cleanTitle(input.title)).map((step) => ({ title: step, minutes: 5 }));
  // "Begin sketching the design" under "Sketch the design", or the other way round, is the bite again.
  const parent = normal(cleanTitle(input.title));
  const act = normal(cleanTitle(title));
  const repeats = (step: string) => normal(step).includes(parent) || normal(withoutStart(cleanTitle(step))) === act;
  const usable = (steps: RawBite[]) => steps.filter((s) => !repeats(s.title) && findSeams(s.title).length === 0).slice(0, Math.max(2, count));
  const kept = usable(englishSteps(title, bite, count));
  if (kept.length >= 2) return kept;
  const honest = usable(honestSteps(bite, cleanTitle(title), input.minutes));
  if (honest.length >= 2) return honest;
  const whole = honestSteps(bite, cleanTitle(title), input.minutes).filter((step) => findSeams(step.title).length === 0 && !repeats(step.title));
  return whole.length >= 2 ? whole : unreadSteps(cleanTitle(input.title)).map((step) => ({ title: step, minutes: 5 }));
}
