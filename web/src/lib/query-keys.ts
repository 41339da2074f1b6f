// One place for cache keys, so a mutation in one feature can refresh what another shows.
export const queryKeys = {
  me: ['me'] as const,
  dashboard: (userId: string) => ['dashboard', userId] as const,
  dashboards: ['dashboard'] as const,
  goalList: (userId: string) => ['goals', userId] as const,
  goalLists: ['goals'] as const,
  goal: (id: string) => ['goal', id] as const,
  reflectionLists: ['reflections'] as const,
  reflections: (filters: Record<string, string>) => ['reflections', filters] as const,
  /** The newest check-in only (or null when there is none yet), not a list of them. */
  latestCheckin: (userId: string) => ['latest-checkin', userId] as const,
  checkinSettings: ['checkin-settings'] as const,
};
