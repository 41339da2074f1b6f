import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CalendarFeed,
  ImportResult,
  TokenResponse,
  type ChangePasswordBody,
  type DeleteAccountBody,
} from '@cakewalk/shared/schemas/account/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const PASSWORD_CHANGE_FAILED = 'Could not change your password';
const SIGN_OUT_FAILED = 'Could not sign you out everywhere';
const DELETE_FAILED = 'Could not delete your account';
const IMPORT_FAILED = 'Could not import that file';
const CALENDAR_FAILED = 'Could not change your calendar link';

export function useChangePassword() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (body: ChangePasswordBody) =>
      apiCall('change-password', { body, schema: TokenResponse, fallback: PASSWORD_CHANGE_FAILED }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('sign-out-everywhere', { schema: Ok, fallback: SIGN_OUT_FAILED }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (body: DeleteAccountBody) => apiCall('delete-account', { body, schema: Ok, fallback: DELETE_FAILED }),
  });
}

export function useImportAccount() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (file: ExportFile) => apiCall('import-account', { body: file, schema: ImportResult, fallback: IMPORT_FAILED }),
    onSuccess: () => goalChanged(queryClient, userId),
  });
}

/** The linked devices say whether a calendar link is live: read them again after a change. */
function useDevicesRefresh() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.devices(userId) });
}

export function useCreateCalendarFeed() {
  const refresh = useDevicesRefresh();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('create-calendar-feed', { schema: CalendarFeed, fallback: CALENDAR_FAILED }),
    onSuccess: refresh,
  });
}

export function useRevokeCalendarFeed() {
  const refresh = useDevicesRefresh();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('revoke-calendar-feed', { schema: Ok, fallback: CALENDAR_FAILED }),
    onSuccess: refresh,
  });
}
