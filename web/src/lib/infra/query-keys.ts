// One place for cache keys, so a mutation in one feature can refresh what another shows. Every key
// of a user's data carries the user's id: another account signed in on the same tab never sees it.
export const queryKeys = {
  me: ['me'] as const,
  dashboard: (userId: string) => ['dashboard', userId] as const,
  goalList: (userId: string) => ['goals', userId] as const,
  /** Every single-goal entry of a user, for refreshing them together. */
  goalsOf: (userId: string) => ['goal', userId] as const,
  goal: (userId: string, id: string) => ['goal', userId, id] as const,
  /** Every reflection list of a user, whatever its filters. */
  reflectionsOf: (userId: string) => ['reflections', userId] as const,
  reflections: (userId: string, filters: Record<string, string>) => ['reflections', userId, filters] as const,
  /** The newest check-ins, enough for one of each goal's latest round. */
  recentCheckins: (userId: string) => ['recent-checkins', userId] as const,
  checkinSettings: (userId: string) => ['checkin-settings', userId] as const,
  /** The linked chat and push devices the profile lists: a device turned on or off changes it. */
  devices: (userId: string) => ['devices', userId] as const,
  /** Every progress view of a user: all goals, or one. */
  progressOf: (userId: string) => ['progress', userId] as const,
  progress: (userId: string, goalId: string | undefined) => ['progress', userId, goalId ?? 'all'] as const,
};
