import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { DEFAULT_SETTINGS, EMAIL_CHECKINS_OFF } from '@cakewalk/shared/schemas/settings-defaults.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { readItem, settingsKey, settingsKind, type SettingsItem } from '../keys.ts';
import { get, remove, update } from '../store.ts';

export type { SettingsItem, StoredPushSubscription } from '../keys.ts';

/** What a save writes: the chosen settings and the due times made from them. */
export type SettingsFields = Omit<SettingsItem, 'telegram_chat_id' | 'push_subscriptions'>;

export const dueField = (kind: CheckinKind) => (kind === 'daily' ? 'daily_due' : 'weekly_due');

export async function getSettingsItem(userId: string): Promise<SettingsItem | undefined> {
  const item = await get(settingsKey(userId));
  return item && readItem(settingsKind, item);
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
  const saved = readItem(settingsKind, attributes);
  rememberZone(userId, saved.timezone ?? DEFAULT_SETTINGS.timezone);
  return saved;
}

/** Removes the settings of an account that never came to be; its schedule items are dropped as stale. */
export async function removeSettings(userId: string): Promise<void> {
  zones.delete(userId);
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

// A time zone changes seldom, and most goal requests need one (a done's day, a habit's period):
// a read of it was a call of its own on every done. Each container keeps the zones it read for
// a minute, as API Gateway keeps the authorizer's answer: a save in this container (the local
// server runs every route in one) is seen at once, one in another container within the minute.
const ZONE_TTL_MS = 60_000;
/** Zones kept per container; past that the oldest go first, so a flood of users costs little. */
const MAX_ZONES = 1_000;
const zones = new Map<string, { zone: string; until: number }>();

function rememberZone(userId: string, zone: string): void {
  zones.delete(userId);
  if (zones.size >= MAX_ZONES) zones.delete(zones.keys().next().value!);
  zones.set(userId, { zone, until: Date.now() + ZONE_TTL_MS });
}

/** The user's time zone: the saved one, else UTC. */
export async function timeZoneOf(userId: string): Promise<string> {
  const kept = zones.get(userId);
  if (kept && kept.until > Date.now()) return kept.zone;
  const item = await get<{ timezone?: string }>(settingsKey(userId), ['timezone']);
  const zone = item?.timezone ?? DEFAULT_SETTINGS.timezone;
  rememberZone(userId, zone);
  return zone;
}
