/**
 * Any provider failure (HTTP error, timeout, refusal, cut-off or invalid answer, a key that
 * cannot be read): the offline implementation behind it answers instead, and only when both
 * fail is it a 502.
 */
export class PlannerError extends Error {
  override name = 'PlannerError';
}
