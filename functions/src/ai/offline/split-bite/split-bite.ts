// Breaks one bite into 2 to 8 smaller ones, specific to its verb and object: a list in the bite
// becomes one step per item ("Pack a towel, goggles and a padlock"), an amount is split into
// parts ("Run 20 minutes" -> the first 10, the last 10), and otherwise the verb's recipe names
// the physical steps. A step never repeats the bite it came from.

import type { RawBite } from '../../clamp-breakdown.ts';
import { findSeams } from '../compose/write-title.ts';
import type { MicrotaskContext } from '../../step-planner.ts';
import { VERBS, gerund } from '../reading/english-words.ts';
import type { Recipe, RecipeStep } from './recipes.ts';
import { RECIPES } from './recipes.ts';

interface Bite {
  verb: string;
  /** The verb as written, with any particle: "Look up". */
  verbText: string;
  object: string;
  head: string;
  noun: string;
}

const PREPOSITIONS = new Set(['at', 'in', 'on', 'for', 'to', 'with', 'by', 'from', 'of', 'into', 'onto']);
const PARTICLES = /^(?:up|out|down|off|in|on|back|away|over)\b\s*/i;
const BREAK = /\s+(?:without|about|for|with|to|from|by|on|in|at|into|onto|and|so|until|before|after|that|which|where|when|while|as|if|every|each|near|instead|using|under|over)\s+|[,;:(]/i;
const ARTICLE = /^(?:a|an|the|your|my|our|their|his|her|some|any|this|that|these|those|one|two|three|four|five|each)\s+/i;

function cleanTitle(title: string): string {
  return title
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/^[^:]{1,40}:\s+/, '')
    .replace(/[.!]+$/, '')
    .trim();
}

function readBite(title: string): Bite | undefined {
  // "Borrow, rent or buy a guitar": the last of the verbs is the one that gets done.
  const clean = capitalise(cleanTitle(title).replace(/^[\p{L}'-]+(?:,\s+[\p{L}'-]+)*,?\s+or\s+(?=[\p{L}'-]+\s)/u, ''));
  const match = /^([\p{L}'-]+)\s+(.*)$/u.exec(clean);
  if (!match) return undefined;
  let verbText = match[1] ?? '';
  let object = match[2] ?? '';
  const particle = PARTICLES.exec(object);
  if (particle && object.length > particle[0].length) {
    verbText = `${verbText} ${particle[0].trim()}`;
    object = object.slice(particle[0].length);
  }
  const head = (object.split(BREAK)[0] ?? object).trim() || object;
  return { verb: verbText.split(' ')[0]?.toLowerCase() ?? '', verbText, object, head, noun: head.replace(ARTICLE, '') || head };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(text: string, bite: Bite): string {
  const verb = bite.verbText.charAt(0).toLowerCase() + bite.verbText.slice(1);
  const ving = [gerund(verb.split(' ')[0] ?? verb), ...verb.split(' ').slice(1)].join(' ');
  return capitalise(text.replace('{H}', bite.head).replace('{N}', bite.noun).replace('{V}', verb).replace('{Ving}', ving).replace('{H}', bite.head).replace('{N}', bite.noun));
}

/** "a towel, swimsuit and padlock": one step per item. */
function listSteps(bite: Bite): RawBite[] {
  const list = bite.object.split(/\s+(?:in|into|by|for|before|on|to)\s+/)[0] ?? '';
  if (!list.includes(',') && !/^\d.*\sand\s+\d/.test(list)) return [];
  if (PREPOSITIONS.has(list.split(/\s+/)[0]?.toLowerCase() ?? '')) return [];
  const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((item) => item.trim()).filter(Boolean);
  const actionLike = (item: string) => VERBS.has(item.split(/\s+/)[0]?.toLowerCase() ?? '') || /n't\b/.test(item);
  if (items.length < 2 || items.length > 8 || items.some((item) => item.split(' ').length > 5 || actionLike(item))) return [];
  const verb = capitalise(bite.verbText.toLowerCase());
  return items.map((item) => ({ title: `${verb} ${ARTICLE.test(item) || /^\d/.test(item) ? item : `the ${item}`}`, minutes: 3 }));
}

const NUMBER = /^(\d+)\s+([\p{L}-]+)(.*)$/u;

/** "20 minutes at an easy pace": the amount in two or three parts. */
function amountSteps(bite: Bite, count: number): RawBite[] {
  const match = NUMBER.exec(bite.object);
  const total = Number(match?.[1]);
  if (!match || !Number.isInteger(total) || total < 4) return [];
  const unit = match[2] ?? '';
  const rest = match[3] ?? '';
  const parts = Math.min(3, Math.max(2, count));
  const sizes = Array.from({ length: parts }, (_, i) => Math.floor(((i + 1) * total) / parts) - Math.floor((i * total) / parts));
  const labels = parts === 2 ? ['first', 'last'] : ['first', 'next', 'last'];
  const verb = capitalise(bite.verbText.toLowerCase());
  const minutesEach = /^min/i.test(unit) ? undefined : 5;
  return sizes.map((size, i) => ({ title: `${verb} the ${labels[i]} ${size} ${unit}${rest}`, minutes: minutesEach ?? size }));
}

const FALLBACK: Recipe = {
  verbs: [],
  steps: [
    { text: 'Write the first move for {Ving} {H} on a sticky note', minutes: 2, priority: 2 },
    { text: 'Set a 5-minute timer and start {Ving} {H}', minutes: 5, priority: 1 },
    { text: 'Carry on {Ving} {H} until it is done', minutes: 5, priority: 1 },
    { text: 'Note in one line how {Ving} {H} went', minutes: 2, priority: 3 },
  ],
};

/** "Book the venue and get written confirmation": one step per action. */
function actionSteps(title: string): RawBite[] {
  const parts = cleanTitle(title).split(/\s*(?:,\s*)?\b(?:and|then)\s+(?=([\p{L}]+)\b)/u);
  const actions: string[] = [parts[0] ?? ''];
  for (let i = 1; i < parts.length; i += 2) {
    const verb = (parts[i] ?? '').toLowerCase();
    const rest = parts[i + 1] ?? '';
    const next = rest.split(/\s+/)[1]?.toLowerCase() ?? '';
    const isAction = (VERBS.has(verb) || RECIPES.some((r) => r.verbs.includes(verb))) && !PREPOSITIONS.has(next);
    if (isAction) actions.push(rest);
    else actions[actions.length - 1] = `${actions.at(-1) ?? ''} and ${rest}`;
  }
  if (actions.length < 2 || actions.some((action) => action.split(/\s+/).length < 2)) return [];
  return actions.map((action) => ({ title: capitalise(action.trim()), minutes: 5 }));
}

function pickSteps(steps: readonly RecipeStep[], count: number): RecipeStep[] {
  const ranked = steps.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority || a.i - b.i);
  return ranked.slice(0, Math.max(2, count)).sort((a, b) => a.i - b.i).map(({ s }) => s);
}

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** 2 to `count` steps that replace the bite; never the bite itself again. */
export function splitBite(input: MicrotaskContext, count: number): RawBite[] {
  const bite = readBite(input.title);
  const parent = normal(cleanTitle(input.title));
  let steps: RawBite[] = [];
  if (bite && /^[A-Za-z]/.test(cleanTitle(input.title))) {
    steps = actionSteps(input.title);
    if (steps.length < 2) steps = listSteps(bite);
    if (steps.length < 2) steps = amountSteps(bite, count - 1);
    if (steps.length < 2) {
      const recipe = RECIPES.find((r) => r.verbs.includes(bite.verb) && (!r.when || r.when.test(bite.object))) ?? FALLBACK;
      steps = pickSteps(recipe.steps, count).map((s) => ({ title: fill(s.text, bite), minutes: s.minutes }));
    }
  }
  const kept = steps.filter((s) => !normal(s.title).includes(parent) && findSeams(s.title).length === 0).slice(0, Math.max(2, count));
  return kept.length >= 2 ? kept : neutralSteps(cleanTitle(input.title), count);
}

/**
 * A bite in words the planner does not read (another language, or signs): steps made of signs
 * and the first of the bite's own words, so nothing English is glued onto them.
 */
function neutralSteps(title: string, count: number): RawBite[] {
  const words = title.split(/\s+/);
  const short = words.length > 3 ? `${words.slice(0, 3).join(' ')}…` : `${title} ·`;
  const signs: RawBite[] = [
    { title: `🧰 ${short} 2′`, minutes: 2 },
    { title: `▶️ ${short} 5′`, minutes: 5 },
    { title: `⏭️ ${short} 5′`, minutes: 5 },
    { title: `✅ ✍️ ${short}`, minutes: 2 },
  ];
  return count >= 4 ? signs : [signs[0], signs[1], signs[3]].filter((s) => s !== undefined).slice(0, Math.max(2, count));
}
