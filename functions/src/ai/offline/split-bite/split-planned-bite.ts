// Breaks one bite into 2 to 8 smaller ones that do that bite: a bite the planner wrote has its
// own steps, written for it (known-steps.ts); any other is split by its words (split-bite.ts).
// Kept apart so that a goal route, which splits only the person's own first things, never
// carries every bite's written steps.

import type { RawBite } from '../../clamp-breakdown.ts';
import type { MicrotaskContext } from '../../step-planner.ts';
import { knownSteps } from './known-steps.ts';
import { cleanTitle, splitOwnWords } from './split-bite.ts';

/**
 * The steps the plan's data gives a bite, as many as the detail asks: the last is kept, since it
 * finishes the bite. They share the bite's minutes, when the caller knows them.
 */
function stepsOfKnown(steps: readonly string[], count: number, minutes = 5 * steps.length): RawBite[] {
  const kept = steps.length > Math.max(2, count) ? [...steps.slice(0, Math.max(2, count) - 1), steps.at(-1) ?? ''] : steps;
  const each = Math.max(1, Math.round(minutes / kept.length));
  return kept.map((title) => ({ title, minutes: each }));
}

/** 2 to `count` steps that replace the bite; never the bite itself again. */
export function splitBite(input: MicrotaskContext, count: number): RawBite[] {
  const cleaned = cleanTitle(input.title);
  const known = knownSteps(input.title) ?? (cleaned === input.title.trim() ? undefined : knownSteps(cleaned));
  return known ? stepsOfKnown(known, count, input.minutes ?? undefined) : splitOwnWords(input, count);
}
