import { PlannerError } from '../planner-error.ts';

/**
 * Runs `work` with one deadline for the whole call. The client's own timeout is per attempt and
 * it sleeps as long as a 429's Retry-After asks, so without this a retry could outlive the 30 s
 * API Gateway limit. On expiry the request is aborted and a PlannerError is thrown at once.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PlannerError(`The AI provider did not answer within ${ms} ms`));
    }, ms);
  });
  const running = work(controller.signal);
  // Whichever loses the race must not surface later as an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
