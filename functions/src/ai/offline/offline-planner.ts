// The planner that needs no account anywhere: deterministic, a few milliseconds, and the first
// impression a new user gets of Cakewalk.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { clampBreakdown, clampSteps } from '../clamp-breakdown.ts';
import { planSize } from '../plan-size.ts';
import type { CoachContext, CoachKind, DetailOption, MicrotaskContext, Planner } from '../planner.ts';
import { coachMessage } from './coach-message.ts';
import { planGoal } from './plan-goal.ts';
import { splitMicrotask } from './split-microtask.ts';

export interface OfflinePlannerOptions {
  /** Today's date; "by June" is measured from it. */
  today?: () => Date;
}

const DAY_MS = 24 * 3600 * 1000;

export class OfflinePlanner implements Planner {
  readonly #today: () => Date;

  constructor(options: OfflinePlannerOptions = {}) {
    this.#today = options.today ?? (() => new Date());
  }

  async breakdownGoal(text: string, options?: DetailOption): Promise<Breakdown> {
    // Midnight UTC, so the same goal gets the same plan all day.
    const today = new Date(Math.floor(this.#today().getTime() / DAY_MS) * DAY_MS);
    return clampBreakdown(planGoal(text, planSize(options?.detail), today), { due_date: null, source: 'offline' });
  }

  async breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> {
    const titles = splitMicrotask(input, planSize(options?.detail).microtaskSteps);
    return clampSteps(titles.map((title) => ({ title })));
  }

  async coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    return coachMessage(kind, context, tone);
  }
}
