// A goal no kind of goal fits, planned from the first things the person said it will take: each
// thing a crumb in their own words, split into bites by its verb as a bite of theirs would be
// ("Buy sandpaper and varnish": compare, choose, order), then the week's sessions, the likely
// obstacle and a weekly look back that finds what comes next.

import { splitOwnWords } from '../split-bite/split-bite.ts';
import type { ClausePlanRequest, RawSubgoal } from './plan-parts.ts';
import { DEFAULT_DAYS, datePhases, sizeFor } from './schedule.ts';
import { KEEP_GOING } from './starter-shape.ts';
import { writeShape } from './starter-plan.ts';

const FIRST_PHASE = 'Do the first things';

export function firstThingsPlan(request: ClausePlanRequest, things: readonly string[]): RawSubgoal[] {
  const { reading, size: asked } = request;
  const size = sizeFor(reading.days, asked);
  const days = reading.days ?? DEFAULT_DAYS;
  // Two things of one kind ("learn the method", "memorise the scheme") share a recipe: its warm-up is said once.
  const said = new Set<string>();
  const first = things.map((thing) => ({
    title: thing,
    microtasks: splitOwnWords({ title: thing, taskTitle: FIRST_PHASE, goalTitle: reading.title }, size.microtasksPerTask).filter((bite) => !said.has(bite.title) && said.add(bite.title)),
  }));
  // The look back is written as the starter plan writes it, over the days after the first things.
  const keep = (length: number) => writeShape([KEEP_GOING], { ...request, reading: { ...reading, days: length }, subgoals: 1 })[0]?.tasks ?? [];
  const phases = request.subgoals > 1 ? [FIRST_PHASE, KEEP_GOING.title] : [FIRST_PHASE];
  return datePhases(days, phases, (phase, length) => (phase === FIRST_PHASE ? first : keep(length)), false).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase : `${phase} ${window.label}`,
    tasks,
  }));
}
