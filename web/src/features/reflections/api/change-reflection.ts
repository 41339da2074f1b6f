import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import type { ReflectionPages } from './reflections.ts';

const UPDATE_FAILED = 'Could not save your changes to the reflection';
const DELETE_FAILED = 'Could not delete the reflection';

function updateReflection({ id, content }: { id: string; content: string }): Promise<Reflection> {
  return apiCall('update-reflection', { params: { id }, body: { content }, schema: Reflection, fallback: UPDATE_FAILED });
}

function deleteReflection(id: string): Promise<Ok> {
  return apiCall('delete-reflection', { params: { id }, schema: Ok, fallback: DELETE_FAILED });
}

/** Every loaded list, with one reflection changed (or gone), so the screen follows at once. */
function useEditLoadedLists() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return (edit: (items: Reflection[]) => Reflection[]) =>
    queryClient.setQueriesData<ReflectionPages>({ queryKey: queryKeys.reflectionsOf(userId) }, (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) });
}

export function useUpdateReflection() {
  const editLists = useEditLoadedLists();
  return useMutation({
    mutationFn: updateReflection,
    meta: { errorShownInForm: true },
    onSuccess: (saved) => editLists((items) => items.map((item) => (item.id === saved.id ? saved : item))),
  });
}

export function useDeleteReflection() {
  const editLists = useEditLoadedLists();
  return useMutation({
    mutationFn: deleteReflection,
    onSuccess: (_, id) => editLists((items) => items.filter((item) => item.id !== id)),
  });
}
