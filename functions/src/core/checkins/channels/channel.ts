import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import type { CheckinItem } from '../../../data/checkins/checkins.ts';
import type { RoundItem } from '../../../data/checkins/rounds.ts';
import type { SettingsItem } from '../../../data/checkins/settings.ts';
import type { CheckinChannel } from '../../../metric-names.ts';
import type { OutboxMessage } from '../round-message.ts';
import type { DeliveryResult } from './delivery.ts';

// One way a check-in reaches a person (ARCHITECTURE.md, "Check-ins on every channel"): the app,
// Telegram, a notification, an email. Each lives in a folder of its own beside this file and is
// one line of channel-list.ts; the round, the worker and the tick know channels only through
// this interface.

/** Who a round is for, as the round has read them. */
export interface Recipient {
  user: User;
  settings: SettingsItem & SettingsBody;
  kind: CheckinKind;
  dueAt: Date;
}

/** A round as written: how many check-ins are new, every check-in as stored, and the round's own item. */
export interface WrittenRound {
  created: number;
  checkins: readonly CheckinItem[];
  /** The check-ins this try created: their sends are held from the write (StartState), with no claim to make. */
  createdIds: ReadonlySet<string>;
  round: RoundItem;
  /** The round's email is held by this try, whose claim created the round item holding it. */
  emailHeld: boolean;
}

/**
 * What a new round stores for a channel: the state its sends start in. On a check-in, a channel
 * that is on starts 'sending', held by the round that writes it (a write that finds the check-in
 * there already stores nothing), so the round's first send needs no claim of its own.
 */
export interface StartState {
  /** On each new check-in: a channel that sends each check-in. */
  checkin?: Partial<Pick<CheckinItem, 'telegram' | 'lease_until' | 'push' | 'push_lease_until'>>;
  /** On the round's own item: a channel that sends once per round ('pending': held by the claim that creates the item). */
  round?: { email: 'pending' | 'none' };
}

/** A channel's outbox: the sends to try again. Apart from the channel's sending code, so the tick stays small. */
export interface Outbox {
  channel: CheckinChannel;
  waiting(): Promise<OutboxMessage[]>;
}

export interface Channel {
  /** Its `channel` in the CheckinsSent and CheckinsFailed metrics (metric-names.ts), which the alarms read. */
  name: CheckinChannel;
  /** On for this person, from the profile and settings the round has read already, so a channel that is off costs the round nothing. */
  isOn(kind: CheckinKind, user: User, settings: SettingsItem | undefined): boolean;
  start(on: boolean, now: Date): StartState;
  /**
   * Sends what the round left waiting on this channel. Each send is claimed under a condition and
   * settled as it ends (delivery.ts), counted under the channel's name, and one to try again goes
   * to the channel's outbox.
   */
  send(round: WrittenRound, to: Recipient, now: Date): Promise<DeliveryResult[]>;
  /** Where sends wait to be tried again, and how one is sent from there. */
  retry?: { outbox: Outbox; resend(message: OutboxMessage, now: Date): Promise<DeliveryResult> };
}

/** A send still to make: pending, or claimed by a try that may have died. */
export const isWaiting = (state: string | undefined): boolean => state === 'pending' || state === 'sending';
