import { settingsKey } from '../keys.ts';
import type { SettingsItem, StoredPushSubscription } from './settings.ts';
import { get, update } from '../store.ts';

// Push subscriptions live in the user's SETTINGS item, a map by id: the bound is one condition on
// one item, and a check-in round, which reads the settings anyway, learns of them for free.

export type { StoredPushSubscription };

/**
 * Adds (or, for an id already there, renews) a subscription unless the user has `max` already.
 * Answers false when full.
 */
export async function addPushSubscription(userId: string, id: string, subscription: StoredPushSubscription, max: number): Promise<boolean> {
  // A map entry can only be set once the map exists.
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET push_subscriptions = if_not_exists(push_subscriptions, :none)',
    ExpressionAttributeValues: { ':none': {} },
  });
  const { written } = await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET push_subscriptions.#id = :subscription',
    ConditionExpression: 'attribute_exists(push_subscriptions.#id) OR size(push_subscriptions) < :max',
    ExpressionAttributeNames: { '#id': id },
    ExpressionAttributeValues: { ':subscription': subscription, ':max': max },
  });
  return written;
}

/** Removes a subscription, if the user has one by that id: removing it again changes nothing. */
export async function removePushSubscription(userId: string, id: string): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'REMOVE push_subscriptions.#id',
    ConditionExpression: 'attribute_exists(push_subscriptions.#id)',
    ExpressionAttributeNames: { '#id': id },
  });
}

/** Removes every subscription of the user. */
export async function removeAllPushSubscriptions(userId: string): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'REMOVE push_subscriptions',
    ConditionExpression: 'attribute_exists(push_subscriptions)',
  });
}

/**
 * Removes a subscription the push service said is gone, unless it has been renewed since (a new
 * subscribe of the same browser replaces the endpoint or keys under the same id).
 */
export async function removeGonePushSubscription(userId: string, id: string, endpoint: string): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'REMOVE push_subscriptions.#id',
    ConditionExpression: 'push_subscriptions.#id.endpoint = :endpoint',
    ExpressionAttributeNames: { '#id': id },
    ExpressionAttributeValues: { ':endpoint': endpoint },
  });
}

/** Counts a failed send to the subscription (unless it was renewed meanwhile); answers the failures in a row. */
export async function countPushFailure(userId: string, id: string, endpoint: string): Promise<number> {
  const { attributes } = await update({
    Key: settingsKey(userId),
    UpdateExpression: 'ADD push_subscriptions.#id.failures :one',
    ConditionExpression: 'push_subscriptions.#id.endpoint = :endpoint',
    ExpressionAttributeNames: { '#id': id },
    ExpressionAttributeValues: { ':one': 1, ':endpoint': endpoint },
    ReturnValues: 'UPDATED_NEW',
  });
  const updated = attributes?.push_subscriptions as Record<string, { failures?: number }> | undefined;
  return Number(updated?.[id]?.failures ?? 0);
}

/** A send reached the subscription: it was used now, and its failures in a row start again from none. */
export async function notePushReached(userId: string, id: string, endpoint: string, now: Date): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET push_subscriptions.#id.last_used_at = :now REMOVE push_subscriptions.#id.failures',
    ConditionExpression: 'push_subscriptions.#id.endpoint = :endpoint',
    ExpressionAttributeNames: { '#id': id },
    ExpressionAttributeValues: { ':endpoint': endpoint, ':now': now.toISOString() },
  });
}

/** The user's subscriptions, by id, from settings already read. */
export function pushSubscriptionsIn(settings: SettingsItem | undefined): [string, StoredPushSubscription][] {
  return Object.entries(settings?.push_subscriptions ?? {});
}

export async function getPushSubscriptions(userId: string): Promise<[string, StoredPushSubscription][]> {
  return pushSubscriptionsIn(await get<SettingsItem>(settingsKey(userId), ['push_subscriptions']));
}
