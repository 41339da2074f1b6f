// A goal no kind of goal fits, planned from the first things the person said it will take: each
// thing a crumb in their own words, split into bites by its verb as a bite of theirs would be
// ("Buy sandpaper and varnish": compare, choose, order), then the week's sessions, the likely
// obstacle and a weekly look back that finds what comes next.

import { splitOwnWords } from '../split-bite/split-bite.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal } from './plan-parts.ts';
import { actMinutes } from './act-minutes.ts';
import { DEFAULT_DAYS, datePhases, sizeFor } from './schedule.ts';
import { KEEP_GOING } from './starter-shape.ts';
import { writeShape } from './starter-plan.ts';
import { recipeShape } from './starter/verb-recipes.ts';

const FIRST_PHASE = 'Do the first things';

/** A bite that says its own length ("Spend 10 minutes ...") keeps it. */
const SAYS_MINUTES = /\b\d+[\s-]*min/i;

/**
 * A thing's bites take as long as the thing does: interviewing three neighbours is no ten
 * minutes, so bites that say no length of their own share out the time its act takes.
 */
function sizedByAct(thing: string, bites: RawBite[]): RawBite[] {
  const takes = actMinutes(thing, 0);
  const sum = bites.reduce((total, bite) => total + (bite.minutes ?? 0), 0);
  if (!(takes > sum) || sum === 0 || bites.some((bite) => SAYS_MINUTES.test(bite.title))) return bites;
  return bites.map((bite) => ({ ...bite, minutes: Math.max(5, Math.round(((bite.minutes ?? 0) * takes) / sum / 5) * 5) }));
}

export function firstThingsPlan(request: ClausePlanRequest, things: readonly string[]): RawSubgoal[] {
  const { reading, size: asked } = request;
  const size = sizeFor(reading.days, asked);
  const days = reading.days ?? DEFAULT_DAYS;
  // Two things of one kind ("learn the method", "memorise the scheme") share a recipe: its warm-up is said once.
  const said = new Set<string>();
  const first = things.map((thing) => ({
    title: thing,
    microtasks: sizedByAct(thing, splitOwnWords({ title: thing, taskTitle: FIRST_PHASE, goalTitle: reading.title }, size.microtasksPerTask).filter((bite) => !said.has(bite.title) && said.add(bite.title))),
  }));
  // With no date to share out, the goal's verb recipe goes on after the first things, so the plan
  // still reaches the repairs, the parts in order or the performance rather than a session shell.
  const recipe = reading.days === null && request.subgoals > 1 ? recipeShape(request.clause, reading.text) : undefined;
  if (recipe) return [{ title: FIRST_PHASE, tasks: first }, ...writeShape(recipe, { ...request, subgoals: request.subgoals - 1 })];
  // The look back is written as the starter plan writes it, over the days after the first things.
  const keep = (length: number) => writeShape([KEEP_GOING], { ...request, reading: { ...reading, days: length }, subgoals: 1 })[0]?.tasks ?? [];
  const phases = request.subgoals > 1 ? [FIRST_PHASE, KEEP_GOING.title] : [FIRST_PHASE];
  return datePhases(days, phases, (phase, length) => (phase === FIRST_PHASE ? first : keep(length)), false).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase : `${phase} ${window.label}`,
    tasks,
  }));
}
