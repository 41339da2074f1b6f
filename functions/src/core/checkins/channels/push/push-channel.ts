import { pushSubscriptionsIn } from '../../../../data/checkins/push-subscriptions.ts';
import { vapidConfigured } from '../../../../push/vapid.ts';
import { isWaiting, type Channel } from '../channel.ts';
import { heldFromWrite, outboxTarget } from '../delivery.ts';
import { pushOutbox } from './outbox.ts';
import { deliverPush } from './send-push.ts';

// Web push: each check-in as a notification to every device the person subscribed.
export const pushChannel: Channel = {
  name: 'push',
  isOn: (_kind, _user, settings) => pushSubscriptionsIn(settings).length > 0 && vapidConfigured(),
  start: (on, now) => ({ checkin: on ? heldFromWrite('push', now) : {} }),
  send: (round, to, now) => Promise.all(round.checkins
    .filter((checkin) => isWaiting(checkin.push))
    .map((checkin) => deliverPush({ user_id: to.user.id, checkin_id: checkin.id }, now, to.settings, round.createdIds.has(checkin.id) ? checkin : undefined))),
  retry: { outbox: pushOutbox, resend: (message, now) => deliverPush(outboxTarget(message), now) },
};
