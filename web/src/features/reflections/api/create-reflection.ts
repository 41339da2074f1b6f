import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reflection, type CreateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withNewReflection, type ReflectionFilters } from '../model/reflection-filters.ts';
import { reflectionsKey } from './reflections.ts';

const REFLECTION_SAVE_FAILED = 'Could not save your reflection';

export function createReflection(body: CreateReflectionBody): Promise<Reflection> {
  return apiCall('create-reflection', { body, schema: Reflection, fallback: REFLECTION_SAVE_FAILED });
}

/** `shown` is the list on screen, which takes the new reflection before any refetch. */
export function useCreateReflection(userId: string, shown: ReflectionFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReflection,
    onSuccess: async (reflection) => {
      const key = reflectionsKey(userId, shown);
      queryClient.setQueryData<Reflection[]>(key, (list) => withNewReflection(list ?? [], reflection, shown));
      // Other filter combinations refetch when shown; the list on screen is not refetched now
      // because an index read right after the write may not include the new reflection yet.
      await queryClient.invalidateQueries({ queryKey: queryKeys.reflectionLists, refetchType: 'none' });
    },
  });
}
