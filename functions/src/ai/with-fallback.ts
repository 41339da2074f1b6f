// The model first, the offline planner when the model fails in any way (HTTP error, timeout,
// refusal, cut-off or invalid answer, or a key that cannot be read): the user always gets a plan,
// and a goal plan says why it came from the offline planner. Only when both fail does the caller
// see a PlannerError.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { countAiFallback } from '../metrics.ts';
import { PlannerError } from './planner.ts';
import type { CoachContext, CoachKind, DetailOption, GoalOptions, MicrotaskContext, Planner } from './planner.ts';

export const OFFLINE_NOTICE = 'The AI planner could not answer just now, so this plan comes from the built-in planner. Edit it as you like, or try Generate again later.';

/** The primary's answer, or the fallback's when the primary fails as a provider. */
export async function orFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof PlannerError)) throw error;
    countAiFallback();
    return fallback();
  }
}

export class WithFallback implements Planner {
  readonly #primary: () => Promise<Planner>;
  readonly #fallback: () => Promise<Planner>;

  /** Both are made on first use; making the primary may fail like any of its calls. */
  constructor(primary: () => Promise<Planner>, fallback: () => Promise<Planner>) {
    this.#primary = primary;
    this.#fallback = fallback;
  }

  breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    return orFallback(
      async () => (await this.#primary()).breakdownGoal(text, options),
      async () => {
        const plan = await (await this.#fallback()).breakdownGoal(text, options);
        return { ...plan, notice: plan.notice ? `${OFFLINE_NOTICE} ${plan.notice}` : OFFLINE_NOTICE };
      },
    );
  }

  breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> {
    return orFallback(
      async () => (await this.#primary()).breakdownMicrotask(input, options),
      async () => (await this.#fallback()).breakdownMicrotask(input, options),
    );
  }

  coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    return orFallback(
      async () => (await this.#primary()).coach(kind, context, tone),
      async () => (await this.#fallback()).coach(kind, context, tone),
    );
  }
}
