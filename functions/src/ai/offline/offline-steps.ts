import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { clampSteps } from '../clamp-breakdown.ts';
import { planSize } from '../plan-size.ts';
import type { DetailOption, MicrotaskContext } from '../planner.ts';
import { splitBite } from './split-bite/split-bite.ts';

/** The offline re-breakdown of one bite: 2 to 8 smaller bites, as the detail level asks. */
export function offlineSteps(input: MicrotaskContext, options?: DetailOption): ProposedBite[] {
  return clampSteps(splitBite(input, planSize(options?.detail).microtaskSteps));
}
