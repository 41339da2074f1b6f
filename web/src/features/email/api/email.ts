import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { Unsubscribed } from '@cakewalk/shared/schemas/mail.ts';
import { Settings, type EmailCheckins, type SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CONFIRM_SEND_FAILED = 'Could not send the confirmation email';
const CONFIRM_FAILED = 'Could not confirm your email';
const UNSUBSCRIBE_FAILED = 'Could not turn these emails off';
const SETTINGS_LOAD_FAILED = 'Could not load your email settings';
const SETTINGS_SAVE_FAILED = 'Could not save your email settings';

export function useSendConfirmation() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('send-email-confirmation', { schema: Ok, fallback: CONFIRM_SEND_FAILED }),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (token: string) => apiCall('confirm-email', { body: { token }, schema: Ok, fallback: CONFIRM_FAILED }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (token: string) => apiCall('unsubscribe-email', { params: { token }, schema: Unsubscribed, fallback: UNSUBSCRIBE_FAILED }),
  });
}

// The email choices live in the check-in settings; the same cache entry as the check-in panel's.
const settingsQuery = (userId: string) => queryOptions({
  queryKey: queryKeys.checkinSettings(userId),
  queryFn: () => apiCall('get-settings', { schema: Settings, fallback: SETTINGS_LOAD_FAILED }),
});

export function useEmailSettings() {
  const userId = useCurrentUser().data?.id;
  return useQuery({ ...settingsQuery(userId ?? ''), enabled: userId !== undefined });
}

/** The settings as they are, with the email choices changed. Until check-ins are set up, they start in this browser's time zone. */
function withEmail(settings: Settings, email: EmailCheckins): SettingsBody {
  const { timezone, checkin_time, weekly_day, weekly_time, quiet_start, quiet_end, paused, configured } = settings;
  return {
    timezone: configured ? timezone : Intl.DateTimeFormat().resolvedOptions().timeZone,
    checkin_time, weekly_day, weekly_time, quiet_start, quiet_end, paused, email,
  };
}

export function useSaveEmailCheckins() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: ({ settings, email }: { settings: Settings; email: EmailCheckins }) =>
      apiCall('update-settings', { body: withEmail(settings, email), schema: Settings, fallback: SETTINGS_SAVE_FAILED }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.checkinSettings(userId), settings),
  });
}
