import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkedDevices } from '@cakewalk/shared/schemas/account/account.ts';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const LOAD_FAILED = 'Could not load your linked chat and devices';
const UNLINK_FAILED = 'Could not unlink the chat';
const REMOVE_FAILED = 'Could not remove the device';

/** `telegramLinked` from the settings, so a chat linked meanwhile (the settings poll for it) shows here too. */
export function useLinkedDevices(telegramLinked: boolean | undefined) {
  const userId = useCurrentUser().data?.id;
  return useQuery({
    queryKey: [...queryKeys.devices(userId ?? ''), telegramLinked],
    queryFn: () => apiCall('list-devices', { schema: LinkedDevices, fallback: LOAD_FAILED }),
    enabled: userId !== undefined,
  });
}

/** After an unlink or a removal: the list, and the settings that say whether a chat is linked. */
function useRefresh() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.devices(userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.checkinSettings(userId) }),
    ]);
}

export function useUnlinkTelegram() {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('unlink-telegram', { schema: Ok, fallback: UNLINK_FAILED }),
    onSuccess: refresh,
  });
}

export function useRemovePushDevice() {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (id: string) => apiCall('unsubscribe-push', { params: { id }, schema: Ok, fallback: REMOVE_FAILED }),
    onSuccess: refresh,
  });
}
