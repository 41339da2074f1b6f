import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { DEFAULT_SETTINGS, EMAIL_CHECKINS_OFF } from '@cakewalk/shared/schemas/settings-defaults.ts';
import type { Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { settingsKey } from '../keys.ts';
import { get, remove, update } from '../store.ts';

/** A browser's push subscription (RFC 8291), under its id in the settings. */
export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /** The browser that subscribed, in words ("Chrome on Android"); none for those kept before names were. */
  name?: string;
  /** The last day a notification reached it (ISO time), written at most once a day. */
  last_used_at?: string;
  /** Sends in a row that failed for a reason of this device's own; at a bound it is dropped. */
  failures?: number;
}

/**
 * The SETTINGS item: the user's choices, the linked chat, the push subscriptions (at most 10,
 * so a check-in round reads them with the settings it reads anyway) and when each kind next
 * falls due.
 */
export interface SettingsItem extends Partial<SettingsBody> {
  daily_due?: string;
  weekly_due?: string;
  telegram_chat_id?: number;
  push_subscriptions?: Record<string, StoredPushSubscription>;
}

/** What a save writes: the chosen settings and the due times made from them. */
export type SettingsFields = Omit<SettingsItem, 'telegram_chat_id' | 'push_subscriptions'>;

export const dueField = (kind: CheckinKind) => (kind === 'daily' ? 'daily_due' : 'weekly_due');

export function getSettingsItem(userId: string): Promise<SettingsItem | undefined> {
  return get<SettingsItem>(settingsKey(userId));
}

/** Saved settings, or the defaults with `configured: false` (then no check-ins run). */
export function toSettings(item: SettingsItem | undefined): Settings {
  const configured = Boolean(item?.timezone);
  const chosen = configured ? item! : DEFAULT_SETTINGS;
  return {
    timezone: chosen.timezone ?? DEFAULT_SETTINGS.timezone,
    checkin_time: chosen.checkin_time ?? DEFAULT_SETTINGS.checkin_time,
    weekly_day: chosen.weekly_day ?? DEFAULT_SETTINGS.weekly_day,
    weekly_time: chosen.weekly_time ?? DEFAULT_SETTINGS.weekly_time,
    quiet_start: chosen.quiet_start ?? null,
    quiet_end: chosen.quiet_end ?? null,
    paused: item?.paused ?? false,
    configured,
    telegram_linked: item?.telegram_chat_id !== undefined,
    email: item?.email ?? EMAIL_CHECKINS_OFF,
  };
}

/** Writes the given fields over the stored ones and answers the whole item as it now is. */
export async function writeSettings(userId: string, fields: SettingsFields): Promise<SettingsItem> {
  const { attributes } = await update({
    Key: settingsKey(userId),
    // Every name goes through a placeholder: `timezone` is a DynamoDB reserved word.
    UpdateExpression: `SET ${Object.keys(fields).map((name) => `#${name} = :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
    ReturnValues: 'ALL_NEW',
  });
  return attributes as SettingsItem;
}

/** Removes the settings of an account that never came to be; its schedule items are dropped as stale. */
export async function removeSettings(userId: string): Promise<void> {
  await remove({ Key: settingsKey(userId) });
}

export async function setPaused(userId: string, paused: boolean): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET paused = :paused',
    ExpressionAttributeValues: { ':paused': paused },
  });
}

/** Points the settings at the next due time, unless a settings save changed it meanwhile. */
export async function advanceDue(userId: string, kind: CheckinKind, from: string, to: string): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET #due = :to',
    ConditionExpression: '#due = :from',
    ExpressionAttributeNames: { '#due': dueField(kind) },
    ExpressionAttributeValues: { ':from': from, ':to': to },
  });
}

/** Sets the linked chat and answers the one it replaces, if any. */
export async function setTelegramChat(userId: string, chatId: number): Promise<number | undefined> {
  const { attributes } = await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET telegram_chat_id = :chat',
    ExpressionAttributeValues: { ':chat': chatId },
    ReturnValues: 'UPDATED_OLD',
  });
  return attributes?.telegram_chat_id as number | undefined;
}

/** Unlinks the chat, but only if it is still the user's linked one. */
export async function clearTelegramChat(userId: string, chatId: number): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'REMOVE telegram_chat_id',
    ConditionExpression: 'telegram_chat_id = :chat',
    ExpressionAttributeValues: { ':chat': chatId },
  });
}

/** The user's time zone: the saved one, else UTC. */
export async function timeZoneOf(userId: string): Promise<string> {
  const item = await get<{ timezone?: string }>(settingsKey(userId), ['timezone']);
  return item?.timezone ?? DEFAULT_SETTINGS.timezone;
}
