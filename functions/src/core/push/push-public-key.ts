import type { PushKey } from '@cakewalk/shared/schemas/channels/push.ts';
import { Unavailable } from '../../domain/errors.ts';
import { vapidConfigured, vapidKeys } from '../../push/vapid.ts';

// Apart from the subscriptions, which read and write the table: the route that hands out the key
// touches no table, so its bundle carries no DynamoDB client.
export async function pushPublicKey(): Promise<PushKey> {
  if (!vapidConfigured()) throw new Unavailable('Notifications are not set up on this server.');
  return { public_key: (await vapidKeys()).publicKey };
}
