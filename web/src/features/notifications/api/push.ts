import { useMutation } from '@tanstack/react-query';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { PushKey, PushSubscribed, PushSubscriptionBody, PushTestResult } from '@cakewalk/shared/schemas/channels/push.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

const PUSH_FAILED = 'Could not turn notifications on';
const PUSH_OFF_FAILED = 'Could not turn notifications off';
const TEST_FAILED = 'Could not send a test notification';

export const fetchPushKey = () => apiCall('get-push-key', { schema: PushKey, fallback: PUSH_FAILED });

export function saveSubscription(subscription: PushSubscriptionJSON): Promise<PushSubscribed> {
  return apiCall('subscribe-push', { body: PushSubscriptionBody.parse(subscription), schema: PushSubscribed, fallback: PUSH_FAILED });
}

/** `token` for a session already cleared from storage (a sign-out). */
export const forgetSubscription = (id: string, token?: string) =>
  apiCall('unsubscribe-push', { params: { id }, schema: Ok, fallback: PUSH_OFF_FAILED, ...(token && { token }) });

export function useTestNotification() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: () => apiCall('send-test-push', { schema: PushTestResult, fallback: TEST_FAILED }),
  });
}
