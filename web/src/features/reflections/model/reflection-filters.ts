import type { Reflection, SORTS } from '@cakewalk/shared/schemas/reflection.ts';

type Sort = (typeof SORTS)[number];

/** The filter form's values; an empty string means "no filter". */
export interface ReflectionFilters {
  goal_id: string;
  start_date: string;
  end_date: string;
  sort: Sort;
}

export const DEFAULT_FILTERS: ReflectionFilters = { goal_id: '', start_date: '', end_date: '', sort: 'desc' };

/** One page of the list, with the cursor for the page after it (null on the last page). */
export interface ReflectionPage {
  items: Reflection[];
  next: string | null;
}

function matches(reflection: Reflection, filters: ReflectionFilters): boolean {
  const day = reflection.created_at.slice(0, 10);
  if (filters.goal_id && reflection.goal_id !== filters.goal_id) return false;
  if (filters.start_date && day < filters.start_date) return false;
  if (filters.end_date && day > filters.end_date) return false;
  return true;
}

/**
 * A new reflection joins the pages on screen at once, where the sort puts a newest one: on top
 * of the first page for newest-first. For oldest-first it belongs at the very end, so it joins
 * only once the last page is loaded; before that, 'Load more' brings it in its turn.
 */
export function withNewReflection(
  pages: readonly ReflectionPage[],
  reflection: Reflection,
  filters: ReflectionFilters,
): ReflectionPage[] {
  const shown = pages.some((page) => page.items.some((r) => r.id === reflection.id));
  if (!matches(reflection, filters) || shown || pages.length === 0) return [...pages];
  if (filters.sort === 'desc') {
    const [first, ...rest] = pages as [ReflectionPage, ...ReflectionPage[]];
    return [{ ...first, items: [reflection, ...first.items] }, ...rest];
  }
  const last = pages.at(-1) as ReflectionPage;
  if (last.next !== null) return [...pages];
  return [...pages.slice(0, -1), { ...last, items: [...last.items, reflection] }];
}

/** No goal and no dates: the list holds every reflection, so an empty one means none written yet. */
export function isUnfiltered(filters: ReflectionFilters): boolean {
  return !filters.goal_id && !filters.start_date && !filters.end_date;
}

/** An end before the start matches nothing; the page says why instead of asking the server. */
export function endsBeforeStart(filters: ReflectionFilters): boolean {
  return Boolean(filters.start_date && filters.end_date && filters.end_date < filters.start_date);
}
