// The time budget of time-budget.ts, shared by the calls of one turn of the event loop. V8 starts
// a watchdog thread for every vm call with a timeout and joins it after: about 0.1 ms of CPU and
// up to 0.5 ms of the event loop's wall time a call, which the check-in worker, with 400 rounds
// in flight and a coach call in each, paid per round. Here the calls made in one turn wait for
// the next (setImmediate) and run one after another under one watchdog.

import { OFFLINE_BUDGET_MS, withinBudget } from './time-budget.ts';

interface Job {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Settles the job with what it answers or throws; only the watchdog's end gets past this. */
function settle(job: Job): void {
  try {
    job.resolve(job.run());
  } catch (error) {
    job.reject(error);
  }
}

/**
 * Runs the jobs under one budget. When the watchdog ends the turn, the job it stopped may only have
 * come late into a budget that the ones before it used up: it runs again alone, with a budget of
 * its own (its error is then its own), and the jobs after it in a turn of their own. The jobs are
 * pure work on words, so running one twice changes nothing.
 */
function runTurn(jobs: readonly Job[], budgetMs: number): void {
  let next = 0;
  try {
    withinBudget(() => {
      for (; next < jobs.length; next++) settle(jobs[next]!);
    }, budgetMs);
  } catch {
    const [stopped, ...rest] = jobs.slice(next);
    if (stopped) settle({ ...stopped, run: () => withinBudget(stopped.run, budgetMs) });
    if (rest.length > 0) runTurn(rest, budgetMs);
  }
}

/**
 * The same object, each method's synchronous work held to the budget as `budgeted` holds it, the
 * calls of one turn under one watchdog. Every method answers a promise.
 */
export function budgetedPerTurn<T extends object>(implementation: T, budgetMs = OFFLINE_BUDGET_MS): T {
  let waiting: Job[] = [];
  const runWaiting = () => {
    const jobs = waiting;
    waiting = [];
    runTurn(jobs, budgetMs);
  };
  return new Proxy(implementation, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => new Promise((resolve, reject) => {
        if (waiting.length === 0) setImmediate(runWaiting);
        waiting.push({ run: () => Reflect.apply(value, target, args), resolve, reject });
      });
    },
  });
}
