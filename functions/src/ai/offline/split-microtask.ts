// Breaks one microtask into smaller steps: its first verb picks a family of steps
// (step-patterns.ts), and the steps are written with the microtask's own words.

import type { MicrotaskContext } from '../planner.ts';
import { fillTemplate } from './fill-template.ts';
import type { Token } from './nlp.ts';
import { joinTokens, parseText } from './nlp.ts';
import type { StepFamily } from './step-patterns.ts';
import { FAMILY_STEPS, FAMILY_VERBS } from './step-patterns.ts';

const FAMILY_OF = new Map<string, StepFamily>(
  Object.entries(FAMILY_VERBS).flatMap(([family, verbs]) => verbs.map((verb) => [verb, family as StepFamily] as const)),
);
const PARTICLES = new Set(['up', 'out', 'off', 'down', 'back', 'over', 'in', 'on', 'away']);
// Where the thing a step acts on ends: "plan [a 10-minute backup workout] for busy days".
const OBJECT_ENDS = new Set([
  'for', 'with', 'to', 'in', 'on', 'at', 'by', 'from', 'about', 'before', 'after', 'until', 'within', 'over', 'during',
  'without', 'so', 'because', 'while', 'which', 'that', 'who', 'when', 'where', 'what', 'how', 'why', 'as', 'against',
  'around', 'through', 'across', 'into', 'per', 'like', 'than', 'if', 'every', 'each', 'even',
]);
const NOT_A_THING = new Set(['it', 'them', 'this', 'that', 'yourself', 'myself', 'one', 'each', 'all', 'some', 'by', 'of']);
const MAX_OBJECT_WORDS = 6;

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A microtask's words without a trailing schedule label ("(by week 4)") or full stop. */
function bareTitle(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*$/, '').replace(/[\s.!;:,]+$/, '').trim() || title.trim();
}

interface Reading {
  family: StepFamily;
  phrase: string;
  object: string;
}

/** What the verb acts on, when it is a short, plain thing; undefined when the steps should not name it. */
function objectOf(tokens: readonly Token[]): string | undefined {
  const end = tokens.findIndex((token, i) => i > 0 && OBJECT_ENDS.has(token.normal));
  const words = tokens.slice(0, end < 0 ? tokens.length : end);
  while (words.length && ['of', 'the', 'a', 'an', 'and', 'or'].includes(words.at(-1)?.normal ?? '')) words.pop();
  const first = words[0];
  if (!first || words.length > MAX_OBJECT_WORDS || NOT_A_THING.has(first.normal) || OBJECT_ENDS.has(first.normal)) return undefined;
  return joinTokens(words).replace(/[.!?,;:]+$/, '');
}

function readMicrotask(title: string): Reading {
  const tokens = parseText(title).sentences.flat();
  const first = tokens[0]?.normal ?? '';
  const second = tokens[1]?.normal ?? '';
  const phrasal = FAMILY_OF.get(`${first} ${second}`);
  const single = FAMILY_OF.get(first);
  const verbLed = Boolean(phrasal ?? single) || Boolean(tokens[0]?.tags.has('GoalVerb'));
  if (!verbLed) return { family: 'general', phrase: `work on ${lowerFirst(title)}`, object: lowerFirst(title) };
  const phrase = lowerFirst(title);
  // "log out of the app" is not logging: a verb with a particle it does not take means other work.
  const family = phrasal ?? (PARTICLES.has(second) ? undefined : single);
  const object = objectOf(tokens.slice(phrasal ? 2 : 1));
  if (!family || (!object && FAMILY_STEPS[family].some(([, step]) => step.includes('{object}')))) {
    return { family: 'general', phrase, object: phrase };
  }
  return { family, phrase, object: object ?? phrase };
}

/** The `count` most useful steps of the family, in the order they are done. */
export function splitMicrotask(input: MicrotaskContext, count: number): string[] {
  const title = bareTitle(input.title);
  const { family, phrase, object } = readMicrotask(title);
  const steps = [...FAMILY_STEPS[family]];
  const kept = new Set(steps.map((step, i) => ({ rank: step[0], i })).sort((a, b) => a.rank - b.rank).slice(0, count).map(({ i }) => i));
  const slots = { phrase, object, task: lowerFirst(bareTitle(input.taskTitle)) || phrase };
  return steps.flatMap(([, template], i) => {
    const step = kept.has(i) ? fillTemplate(template, slots) : undefined;
    return step ? [step] : [];
  });
}
