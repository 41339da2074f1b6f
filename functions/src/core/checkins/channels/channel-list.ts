import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { pushSubscriptionsIn } from '../../../data/checkins/push-subscriptions.ts';
import type { SettingsItem } from '../../../data/checkins/settings.ts';
import { mailConfigured } from '../../../mail/mail-config.ts';
import { vapidConfigured } from '../../../push/vapid.ts';
import { telegramConfigured } from '../../../telegram/config.ts';

// Where a check-in goes besides the app (ARCHITECTURE.md, "Check-ins on every channel"): each
// channel the person has on, read from the profile and settings a round has already read, so a
// person with none costs the round nothing more.

export interface RoundChannels {
  telegram: boolean;
  push: boolean;
  email: boolean;
}

/** Email for this kind is on and the address confirmed. */
export function wantsEmail(kind: CheckinKind, user: User, settings: SettingsItem | undefined): boolean {
  return Boolean(settings?.email?.[kind]) && user.email_confirmed && mailConfigured();
}

export function roundChannels(kind: CheckinKind, user: User, settings: SettingsItem | undefined): RoundChannels {
  return {
    telegram: settings?.telegram_chat_id !== undefined && telegramConfigured(),
    push: pushSubscriptionsIn(settings).length > 0 && vapidConfigured(),
    email: wantsEmail(kind, user, settings),
  };
}
