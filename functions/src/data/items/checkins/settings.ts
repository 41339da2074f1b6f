import * as z from 'zod/mini';
import type { EmailCheckins } from '@cakewalk/shared/schemas/settings.ts';

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
import { itemKind, userPk, written, type Key } from '../item-kind.ts';

export const settingsKey = (userId: string): Key => ({ pk: userPk(userId), sk: 'SETTINGS' });


/**
 * The user's choices (as stored: time zones and times were checked when saved), the linked chat,
 * the push subscriptions (at most 10, so a check-in round reads them with the settings it reads
 * anyway) and when each kind next falls due.
 */
export const settingsKind = /* @__PURE__ */ itemKind({
  name: 'settings',
  shapes: [{ pk: 'USER#<uid>', sk: 'SETTINGS', about: 'check-in settings, email choices, linked chat, push subscriptions (a map by id, at most 10), next due times' }],
  fields: () => ({
    timezone: z.optional(z.string()),
    checkin_time: z.optional(z.string()),
    weekly_day: z.optional(z.number()),
    weekly_time: z.optional(z.string()),
    quiet_start: z.optional(z.nullable(z.string())),
    quiet_end: z.optional(z.nullable(z.string())),
    paused: z.optional(z.boolean()),
    email: z.optional(written<EmailCheckins>('object')),
    daily_due: z.optional(z.string()),
    weekly_due: z.optional(z.string()),
    telegram_chat_id: z.optional(z.number()),
    /** Browsers' push subscriptions (RFC 8291) by id, each checked when it was added (core/push/push-subscriptions.ts). */
    push_subscriptions: z.optional(written<Record<string, StoredPushSubscription>>('object')),
  }),
});
export type SettingsItem = z.infer<typeof settingsKind.schema>;
