// Breaks one microtask into smaller steps: its first verb picks a family of steps
// (step-patterns.ts), and the steps are written with the microtask's own words.

import type { MicrotaskContext } from '../planner.ts';
import { fillTemplate } from './fill-template.ts';
import { joinTokens, parseText } from './nlp.ts';
import type { StepFamily } from './step-patterns.ts';
import { FAMILY_STEPS, FAMILY_VERBS } from './step-patterns.ts';

const FAMILY_OF = new Map<string, StepFamily>(
  Object.entries(FAMILY_VERBS).flatMap(([family, verbs]) => verbs.map((verb) => [verb, family as StepFamily] as const)),
);
const PARTICLES = new Set(['up', 'out', 'off', 'down', 'back', 'over', 'in', 'on']);

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

function readMicrotask(title: string): Reading {
  const tokens = parseText(title).sentences.flat();
  const two = `${tokens[0]?.normal} ${tokens[1]?.normal}`;
  const phrasal = FAMILY_OF.get(two);
  const family = phrasal ?? FAMILY_OF.get(tokens[0]?.normal ?? '');
  const verbLed = Boolean(family) || Boolean(tokens[0]?.tags.has('GoalVerb'));
  if (!verbLed) return { family: 'general', phrase: `work on ${lowerFirst(title)}`, object: lowerFirst(title) };
  let start = phrasal ? 2 : 1;
  while (start < tokens.length - 1 && PARTICLES.has(tokens[start]?.normal ?? '')) start++;
  const object = joinTokens(tokens.slice(start)) || 'this step';
  return { family: family ?? 'general', phrase: lowerFirst(title), object };
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
