import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reflection, type CreateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { withNewReflection, type ReflectionFilters } from '../model/reflection-filters.ts';
import { reflectionsKey, type ReflectionPages } from './reflections.ts';

const REFLECTION_SAVE_FAILED = 'Could not save your reflection';

function createReflection(body: CreateReflectionBody): Promise<Reflection> {
  return apiCall('create-reflection', { body, schema: Reflection, fallback: REFLECTION_SAVE_FAILED });
}

/** `shown` is the list on screen, which takes the new reflection before any refetch. */
export function useCreateReflection(userId: string, shown: ReflectionFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: createReflection,
    onSuccess: async (reflection) => {
      queryClient.setQueryData<ReflectionPages>(reflectionsKey(userId, shown), (data) =>
        data && { ...data, pages: withNewReflection(data.pages, reflection, shown) });
      // Every list is only marked stale, none refetched now: the one on screen already holds the
      // new reflection, and refetching it would reload each of its loaded pages for nothing.
      // Other filter combinations refetch when they are shown next.
      await queryClient.invalidateQueries({ queryKey: queryKeys.reflectionsOf(userId), refetchType: 'none' });
    },
  });
}
