import type { PushTestResult } from '@cakewalk/shared/schemas/channels/push.ts';
import { getPushSubscriptions } from '../../data/checkins/push-subscriptions.ts';
import { Invalid } from '../../domain/errors.ts';
import { PUSH_WORDS } from '../../words/push-words.ts';
import { TODAY_PATH } from '../today-path.ts';
import { pushToDevices } from './push-to-devices.ts';

/** A notification to every device the user turned notifications on for, to see that they arrive. */
export async function sendTestPush(userId: string): Promise<PushTestResult> {
  const subscriptions = await getPushSubscriptions(userId);
  if (subscriptions.length === 0) throw new Invalid('Turn on notifications on this device first.');
  const { reached } = await pushToDevices(userId, subscriptions, { ...PUSH_WORDS.test, checkin_id: null, url: TODAY_PATH });
  return { sent: reached.length };
}
