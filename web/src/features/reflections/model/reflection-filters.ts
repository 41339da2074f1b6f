import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import type { SORTS } from '@cakewalk/shared/schemas/reflection.ts';

export type Sort = (typeof SORTS)[number];

/** The filter form's values; an empty string means "no filter". */
export interface ReflectionFilters {
  goal_id: string;
  start_date: string;
  end_date: string;
  sort: Sort;
}

export const DEFAULT_FILTERS: ReflectionFilters = { goal_id: '', start_date: '', end_date: '', sort: 'desc' };

function matches(reflection: Reflection, filters: ReflectionFilters): boolean {
  const day = reflection.created_at.slice(0, 10);
  if (filters.goal_id && reflection.goal_id !== filters.goal_id) return false;
  if (filters.start_date && day < filters.start_date) return false;
  if (filters.end_date && day > filters.end_date) return false;
  return true;
}

/** A new reflection joins the list on screen at once, where the sort puts a newest one. */
export function withNewReflection(
  list: readonly Reflection[],
  reflection: Reflection,
  filters: ReflectionFilters,
): Reflection[] {
  if (!matches(reflection, filters) || list.some((r) => r.id === reflection.id)) return [...list];
  return filters.sort === 'desc' ? [reflection, ...list] : [...list, reflection];
}
