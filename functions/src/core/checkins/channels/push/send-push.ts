import type { PushPayload } from '@cakewalk/shared/schemas/channels/push.ts';
import { claimDelivery, finishDelivery } from '../../../../data/checkins/delivery.ts';
import type { CheckinItem } from '../../../../data/checkins/checkins.ts';
import { getPushSubscriptions, pushSubscriptionsIn } from '../../../../data/checkins/push-subscriptions.ts';
import type { SettingsItem } from '../../../../data/checkins/settings.ts';
import { fillTemplate } from '@cakewalk/shared/text/fill-template.ts';
import { PUSH_WORDS } from '../../../../words/push-words.ts';
import { pushToDevices } from '../../../push/push-to-devices.ts';
import { checkinPath } from '../../../today-path.ts';
import { LEASE_MS, checkinLedger, notOurs, settle, type DeliveryResult, type DeliveryTarget, type SendLedger } from '../delivery.ts';

const PUSH = checkinLedger('push');

/** The push ledger that also remembers the devices this send reached when it settles. */
const reaching = (reached: readonly string[]): SendLedger<DeliveryTarget> =>
  (reached.length === 0 ? PUSH : { ...PUSH, finish: (target, state) => finishDelivery('push', target.user_id, target.checkin_id, state, reached) });

// Push services take up to 4 KB of encrypted payload; a check-in's words are far shorter, but a
// model's could run long, and the notification shows only its start anyway.
const MAX_BODY = 1000;

function checkinPayload(checkin: Pick<CheckinItem, 'id' | 'kind' | 'goal_name' | 'message' | 'reminder'>): PushPayload {
  const title = fillTemplate(PUSH_WORDS.checkin[checkin.reminder ? 'reminder' : checkin.kind], { goal: checkin.goal_name });
  return { title, body: checkin.message.slice(0, MAX_BODY), checkin_id: checkin.id, url: checkinPath(checkin.kind) };
}

/**
 * Sends one check-in as a notification to each of the user's devices, once: claimed on the
 * check-in like a Telegram send, and each device reached is recorded, so a retry (of a device
 * whose service said 429 or 5xx) reaches only the devices not yet reached. `settings` saves a read
 * when the round has them at hand, and `held` the claim when the round's own write holds the send.
 */
export async function deliverPush(target: DeliveryTarget, now: Date, settings?: SettingsItem, held?: CheckinItem): Promise<DeliveryResult> {
  const checkin = held ?? await claimDelivery('push', target.user_id, target.checkin_id, now, LEASE_MS);
  if (!checkin) return notOurs(PUSH, target);
  const all = settings ? pushSubscriptionsIn(settings) : await getPushSubscriptions(target.user_id);
  const reachedBefore = checkin.push_sent ?? new Set<string>();
  const waiting = all.filter(([id]) => !reachedBefore.has(id));
  if (waiting.length === 0) {
    await settle(PUSH, target, reachedBefore.size > 0 ? 'sent' : 'none');
    return reachedBefore.size > 0 ? 'sent' : 'none';
  }
  const { reached, retry } = await pushToDevices(target.user_id, waiting, checkinPayload(checkin));
  if (retry) {
    await settle(reaching(reached), target, 'pending');
    return 'retrying';
  }
  const result = reached.length + reachedBefore.size > 0 ? 'sent' : 'failed';
  await settle(reaching(reached), target, result);
  return result;
}
