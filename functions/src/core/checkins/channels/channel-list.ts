import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import type { SettingsItem } from '../../../data/checkins/settings.ts';
import { channelOf, type OutboxMessage } from '../round-message.ts';
import { appChannel } from './app/app-channel.ts';
import type { Channel, StartState } from './channel.ts';
import { emailChannel } from './email/email-channel.ts';
import { pushChannel } from './push/push-channel.ts';
import { telegramChannel } from './telegram/telegram-channel.ts';

// Every channel a check-in goes out on, one line each: a new channel is a folder beside these and
// a line here (and its outbox's line in outbox-list.ts, when it has one).
export const CHANNELS: readonly Channel[] = [
  appChannel,
  telegramChannel,
  pushChannel,
  emailChannel,
];

/** The state each channel's sends start in for this person's round: held by the round, or pending, where the channel is on. */
export function startStates(kind: CheckinKind, user: User, settings: SettingsItem | undefined, now: Date): StartState {
  return CHANNELS
    .map((channel) => channel.start(channel.isOn(kind, user, settings), now))
    .reduce<StartState>((all, start) => ({ checkin: { ...all.checkin, ...start.checkin }, round: all.round ?? start.round }), {});
}

/** How the channel whose outbox held this message sends it again. */
export function retryOf(message: OutboxMessage): NonNullable<Channel['retry']> {
  const retry = CHANNELS.find((channel) => channel.name === channelOf(message))?.retry;
  if (!retry) throw new Error(`No channel sends again what an outbox holds for ${channelOf(message)}`);
  return retry;
}
