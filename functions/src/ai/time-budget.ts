// The offline planner and coach are synchronous work on a person's words, and a promise cannot
// stop synchronous code. Run as a vm script with a timeout, a call is ended by V8's watchdog once
// past its budget, inside a regular expression too, so no input holds a Lambda for its whole
// timeout or, on the local server, keeps every other request waiting.

import { createContext, Script } from 'node:vm';
import { PlannerError } from './planner-error.ts';

/**
 * How long one offline plan, split or coach message may compute, in milliseconds: the slowest
 * plan measured took 5 s on a machine running eight test suites at once, and API Gateway gives up
 * at 29 s.
 */
export const OFFLINE_BUDGET_MS = 10_000;

const context = createContext({ job: (): unknown => undefined });
const runJob = new Script('job()');

// The watchdog's error may come from another realm (a test runner's), so it is known by its code.
const timedOut = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/**
 * The job's answer, or a PlannerError once it has computed for `budgetMs`. Only the job's
 * synchronous part is timed: an async job is budgeted up to its first await, which for the offline
 * implementations is all of their work.
 */
export function withinBudget<T>(job: () => T, budgetMs = OFFLINE_BUDGET_MS): T {
  const previous = context.job;
  context.job = job;
  try {
    return runJob.runInContext(context, { timeout: budgetMs }) as T;
  } catch (error) {
    if (timedOut(error)) throw new PlannerError(`The offline planner took longer than ${budgetMs} ms`);
    throw error;
  } finally {
    context.job = previous;
  }
}

/** The same object, with each method's synchronous work held to the budget. */
export function budgeted<T extends object>(implementation: T, budgetMs = OFFLINE_BUDGET_MS): T {
  return new Proxy(implementation, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // The class itself is not a call to time: it still names which implementation this is.
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => withinBudget(() => Reflect.apply(value, target, args), budgetMs);
    },
  });
}
