import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SETTINGS, type Settings, type SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { ddb, tableName } from './client.ts';
import { userPk } from './goal-keys.ts';
import { isConditionFailed } from './unavailable.ts';

export type ScheduledKind = 'daily' | 'weekly';

/** The SETTINGS item: the user's choices, the linked chat and when each kind next falls due. */
export interface SettingsItem extends Partial<SettingsBody> {
  daily_due?: string;
  weekly_due?: string;
  telegram_chat_id?: number;
}

export const settingsKey = (userId: string) => ({ pk: userPk(userId), sk: 'SETTINGS' });
export const dueField = (kind: ScheduledKind) => (kind === 'daily' ? 'daily_due' : 'weekly_due');

export async function getSettingsItem(userId: string): Promise<SettingsItem | undefined> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: settingsKey(userId), ConsistentRead: true }));
  return Item as SettingsItem | undefined;
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
  };
}

export async function setPaused(userId: string, paused: boolean): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName(),
    Key: settingsKey(userId),
    UpdateExpression: 'SET paused = :paused',
    ExpressionAttributeValues: { ':paused': paused },
  }));
}

/** Points the settings at the next due time, unless a settings save changed it meanwhile. */
export async function advanceDue(userId: string, kind: ScheduledKind, from: string, to: string): Promise<void> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(),
      Key: settingsKey(userId),
      UpdateExpression: 'SET #due = :to',
      ConditionExpression: '#due = :from',
      ExpressionAttributeNames: { '#due': dueField(kind) },
      ExpressionAttributeValues: { ':from': from, ':to': to },
    }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Sets the linked chat and answers the one it replaces, if any. */
export async function setTelegramChat(userId: string, chatId: number): Promise<number | undefined> {
  const { Attributes } = await ddb().send(new UpdateCommand({
    TableName: tableName(),
    Key: settingsKey(userId),
    UpdateExpression: 'SET telegram_chat_id = :chat',
    ExpressionAttributeValues: { ':chat': chatId },
    ReturnValues: 'UPDATED_OLD',
  }));
  return Attributes?.telegram_chat_id as number | undefined;
}

/** Unlinks the chat, but only if it is still the user's linked one. */
export async function clearTelegramChat(userId: string, chatId: number): Promise<void> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(),
      Key: settingsKey(userId),
      UpdateExpression: 'REMOVE telegram_chat_id',
      ConditionExpression: 'telegram_chat_id = :chat',
      ExpressionAttributeValues: { ':chat': chatId },
    }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
