// The model first, the offline implementation when the model fails in any way: the user always
// gets an answer. Only when both fail does the caller see a PlannerError; any other error is a
// bug and is never hidden.

import { PlannerError } from '../planner-error.ts';

/** The primary's answer, or the fallback's when the primary fails as a provider. */
export async function orFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof PlannerError)) throw error;
    // Powertools Metrics (about 15 KB) loads with the first count, not at every cold start.
    const { countAiFallback } = await import('../../metrics.ts');
    countAiFallback();
    return fallback();
  }
}
