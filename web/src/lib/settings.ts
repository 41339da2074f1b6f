import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings, type SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { apiCall } from './infra/api-client.ts';
import { useCurrentUser } from './infra/current-user.ts';
import { queryKeys } from './infra/query-keys.ts';

// The check-in settings, email's choices among them: one cache entry that the check-in panels,
// Today and the email panel all read and write.

const SETTINGS_LOAD_FAILED = 'Could not load your check-in settings';
const SETTINGS_SAVE_FAILED = 'Could not save your check-in settings';

function fetchSettings(): Promise<Settings> {
  return apiCall('get-settings', { schema: Settings, fallback: SETTINGS_LOAD_FAILED });
}

function settingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.checkinSettings(userId), queryFn: fetchSettings });
}

// While a Telegram link is out, the link state is asked for every few seconds, so it turns to
// 'Linked' once the user presses Start in Telegram, with no reload.
const LINK_POLL_MS = 3000;

/** `watchLinkUntil` (epoch ms): poll until a chat is linked or the link expires. */
export function useSettings(watchLinkUntil?: number) {
  const userId = useCurrentUser().data?.id;
  return useQuery({
    ...settingsQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    refetchInterval: (query) =>
      watchLinkUntil !== undefined && !query.state.data?.telegram_linked && Date.now() < watchLinkUntil ? LINK_POLL_MS : false,
  });
}

/** `failed`: what the form says when the server gives no reason. */
export function useSaveSettings(failed = SETTINGS_SAVE_FAILED) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (body: SettingsBody) => apiCall('update-settings', { body, schema: Settings, fallback: failed }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.checkinSettings(userId), settings),
  });
}
