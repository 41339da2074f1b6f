import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { apiCallWithHeaders } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import type { ReflectionFilters, ReflectionPage } from '../model/reflection-filters.ts';

const ReflectionList = z.array(Reflection);

/** What the cache holds for one filter combination: the pages loaded so far. */
export type ReflectionPages = InfiniteData<ReflectionPage, string | undefined>;

export function reflectionsKey(userId: string, filters: ReflectionFilters) {
  return queryKeys.reflections(userId, { ...filters });
}

/** One page (the server's default size); `cursor` is the previous page's `x-next-cursor`. */
async function fetchReflectionPage(
  userId: string,
  filters: ReflectionFilters,
  cursor: string | undefined,
): Promise<ReflectionPage> {
  try {
    const { data, headers } = await apiCallWithHeaders('list-reflections', {
      query: { user_id: userId, ...filters, cursor },
      schema: ReflectionList,
      fallback: 'Could not load your reflections',
    });
    return { items: data, next: headers.get(NEXT_CURSOR_HEADER) || null };
  } catch (error) {
    // Logged for whoever debugs it; the page shows the failure through the query's error state.
    console.error('Loading reflections failed', error);
    throw error;
  }
}

export function useReflections(userId: string | undefined, filters: ReflectionFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: reflectionsKey(userId ?? '', filters),
    queryFn: ({ pageParam }) => fetchReflectionPage(userId ?? '', filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: enabled && userId !== undefined,
  });
}
