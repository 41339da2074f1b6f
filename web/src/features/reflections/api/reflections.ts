import { useQuery } from '@tanstack/react-query';
import { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ReflectionFilters } from '../model/reflection-filters.ts';

const ReflectionList = z.array(Reflection);

export function reflectionsKey(userId: string, filters: ReflectionFilters) {
  return queryKeys.reflections({ user_id: userId, ...filters });
}

export async function fetchReflections(userId: string, filters: ReflectionFilters): Promise<Reflection[]> {
  try {
    return await apiCall('list-reflections', {
      query: { user_id: userId, ...filters },
      schema: ReflectionList,
      fallback: 'Could not load your reflections',
    });
  } catch (error) {
    // Spec §8: a failed reflection load is only logged.
    console.error('Loading reflections failed', error);
    throw error;
  }
}

export function useReflections(userId: string | undefined, filters: ReflectionFilters) {
  return useQuery({
    queryKey: reflectionsKey(userId ?? '', filters),
    queryFn: () => fetchReflections(userId ?? '', filters),
    enabled: userId !== undefined,
  });
}
