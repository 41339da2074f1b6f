// A new account's first steps, passed along in the router's state: sign-up opens goal setup with
// FIRST_GOAL, and that page's save opens Today (not the dashboard) with the goal just saved and
// the offer of daily check-ins. The state lives in the history entry, so a reload keeps it.

export const FIRST_GOAL = { firstGoal: true } as const;

/** A first goal whose plan the visitor made on the landing page and asked to "Save and start". */
export const KEPT_PLAN = { firstGoal: true, keptPlan: true } as const;

export function isFirstGoal(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'firstGoal' in state && state.firstGoal === true;
}

export function isKeptPlan(state: unknown): boolean {
  return isFirstGoal(state) && typeof state === 'object' && state !== null && 'keptPlan' in state && state.keptPlan === true;
}

/** What Today was opened with: the goal to say "Plan saved" above, and whether to offer check-ins. */
export interface TodayArrival {
  savedGoalId?: string;
  offerCheckins?: boolean;
}

export function todayArrival(state: unknown): TodayArrival {
  if (typeof state !== 'object' || state === null) return {};
  const { savedGoalId, offerCheckins } = state as Record<string, unknown>;
  return {
    ...(typeof savedGoalId === 'string' && { savedGoalId }),
    ...(offerCheckins === true && { offerCheckins }),
  };
}
