import type { Coach } from '../../ai/coach.ts';
import { reopenSnoozed } from '../../data/checkins/delivery.ts';
import { deleteDue, dueItem, replaceDue, type DueItem } from '../../data/checkins/schedule.ts';
import { advanceDue, dueField, type SettingsItem } from '../../data/checkins/settings.ts';
import { getUserWithSettings } from '../../data/accounts/users.ts';
import type { SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { CHANNELS, startStates } from './channels/channel-list.ts';
import type { Recipient, WrittenRound } from './channels/channel.ts';
import type { DeliveryResult } from './channels/delivery.ts';
import { deliverCheckin } from './channels/telegram/send-telegram.ts';
import { inQuietHours, nextDaily, nextWeekly } from './schedule-times.ts';
import { writeRound } from './write-round.ts';

// A check-in found this late means the job was not running (a laptop asleep, `npm start`
// stopped): yesterday's "start your day" message is noise, so the round is skipped instead.
const LATE_LIMIT_MS = 3 * 60 * 60 * 1000;

export type DueOutcome = 'created' | 'paused' | 'quiet' | 'late' | 'stale' | 'reminded';

export interface DueResult {
  outcome: DueOutcome;
  created: number;
  deliveries: DeliveryResult[];
}

const isConfigured = (item: SettingsItem | undefined): item is SettingsItem & SettingsBody => Boolean(item?.timezone);

async function remind(item: DueItem, now: Date): Promise<DueResult> {
  const deliveries: DeliveryResult[] = [];
  const checkinId = item.checkin_id;
  if (checkinId && (await reopenSnoozed(item.user_id, checkinId, item.due_at))) {
    deliveries.push(await deliverCheckin({ user_id: item.user_id, checkin_id: checkinId }, now));
  }
  await deleteDue(item);
  return { outcome: 'reminded', created: 0, deliveries };
}

/** Whether the round goes out, or why not. */
function roundOutcome(settings: SettingsItem & SettingsBody, dueAt: Date, now: Date): DueOutcome {
  if (settings.paused) return 'paused';
  if (inQuietHours(settings, now)) return 'quiet';
  if (now.getTime() - dueAt.getTime() > LATE_LIMIT_MS) return 'late';
  return 'created';
}

/** Sends what the round left waiting, on each channel side by side. */
async function sendOnChannels(round: WrittenRound, to: Recipient, now: Date): Promise<DeliveryResult[]> {
  const sent = await Promise.all(CHANNELS.map((channel) => channel.send(round, to, now)));
  return sent.flat();
}

/**
 * Handles one schedule item: writes and sends the round unless the user is paused, in quiet
 * hours or the round is too late, then schedules the next one: the settings point at the next
 * item, then one BatchWrite stores it and removes the item handled. A try that stops before the
 * settings move leaves the whole round to its retry (the queue delivers the message again, and
 * the round's writes and sends are each made once); one that stops after it is finished by the
 * retry, which finds the settings at the very item this one schedules and stores it.
 */
export async function handleDue(item: DueItem, now: Date, coach: Coach): Promise<DueResult> {
  if (item.kind === 'snooze') return remind(item, now);
  const kind = item.kind;
  const { user, settings } = await getUserWithSettings(item.user_id);
  if (!user || !isConfigured(settings)) {
    // The account is being deleted, or its settings are gone.
    await deleteDue(item);
    return { outcome: 'stale', created: 0, deliveries: [] };
  }
  const dueAt = new Date(item.due_at);
  const after = new Date(Math.max(now.getTime(), dueAt.getTime()));
  const next = dueItem(kind, (kind === 'daily' ? nextDaily : nextWeekly)(settings, after).toISOString(), item.user_id);
  const scheduled = settings[dueField(kind)];
  if (scheduled !== item.due_at) {
    // The settings moved on since this was scheduled: a save (its own item stands for it), or an
    // earlier try of this round that stopped before storing the next item, which is stored here.
    if (scheduled === next.due_at) await replaceDue(item, next);
    else await deleteDue(item);
    return { outcome: 'stale', created: 0, deliveries: [] };
  }
  const outcome = roundOutcome(settings, dueAt, now);
  const sendRound = async (): Promise<Omit<DueResult, 'outcome'>> => {
    if (outcome !== 'created') return { created: 0, deliveries: [] };
    const round = await writeRound({
      userId: item.user_id, userName: user.name, kind, dueAt, now, timezone: settings.timezone, start: startStates(kind, user, settings, now),
    }, coach);
    if (!round) return { created: 0, deliveries: [] };
    return { created: round.created, deliveries: await sendOnChannels(round, { user, settings, kind, dueAt }, now) };
  };
  const { created, deliveries } = await sendRound();
  // When this is refused, a settings save or a concurrent try moved the schedule on. The next
  // item is stored all the same: the concurrent try stores the same one, and a stale one is dropped.
  await advanceDue(item.user_id, kind, item.due_at, next.due_at);
  await replaceDue(item, next);
  return { outcome, created, deliveries };
}
