import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { ConfirmationSent, Unsubscribed } from '@cakewalk/shared/schemas/channels/mail.ts';
import type { EmailCheckins, Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { useSaveSettings } from '../../../lib/settings.ts';

const CONFIRM_SEND_FAILED = 'Could not send the confirmation email';
const CONFIRM_FAILED = 'Could not confirm your email';
const UNSUBSCRIBE_FAILED = 'Could not turn these emails off';
const SETTINGS_SAVE_FAILED = 'Could not save your email settings';

export function useSendConfirmation() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('send-email-confirmation', { schema: ConfirmationSent, fallback: CONFIRM_SEND_FAILED }),
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

/** The settings as they are, with the email choices changed. Until check-ins are set up, they start in this browser's time zone. */
export function withEmail(settings: Settings, email: EmailCheckins): SettingsBody {
  const { timezone, checkin_time, weekly_day, weekly_time, quiet_start, quiet_end, paused, configured } = settings;
  return {
    timezone: configured ? timezone : Intl.DateTimeFormat().resolvedOptions().timeZone,
    checkin_time, weekly_day, weekly_time, quiet_start, quiet_end, paused, email,
  };
}

/** The email choices live in the check-in settings: saved through the same call and cache entry. */
export const useSaveEmailCheckins = () => useSaveSettings(SETTINGS_SAVE_FAILED);
