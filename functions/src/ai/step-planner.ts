// What every step planner offers: a step split into smaller ones. providers/get-step-planner.ts
// picks the one this container uses.

import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { DetailOption } from './plan-size.ts';

export interface MicrotaskContext {
  title: string;
  taskTitle: string;
  goalTitle: string;
  /** The bite's own length, for its steps to share. */
  minutes?: number | null;
}

export interface StepPlanner {
  /** 2 to 8 bites that replace the microtask, in order. */
  breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]>;
}
