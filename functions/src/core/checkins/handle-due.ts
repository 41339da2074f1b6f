import type { Coach } from '../../ai/coach.ts';
import { reopenSnoozed } from '../../data/checkins/delivery.ts';
import { deleteDue, dueItem, putDue, type DueItem } from '../../data/checkins/schedule.ts';
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
 * hours or the round is too late, then schedules the next one. The item is removed only after
 * that, so a try that fails half-way leaves it for the retry to finish.
 */
export async function handleDue(item: DueItem, now: Date, coach: Coach): Promise<DueResult> {
  if (item.kind === 'snooze') return remind(item, now);
  const kind = item.kind;
  const { user, settings } = await getUserWithSettings(item.user_id);
  if (!user || !isConfigured(settings) || settings[dueField(kind)] !== item.due_at) {
    // The settings moved on since this was scheduled (their own item stands for them), or the
    // account is being deleted.
    await deleteDue(item);
    return { outcome: 'stale', created: 0, deliveries: [] };
  }
  const dueAt = new Date(item.due_at);
  const after = new Date(Math.max(now.getTime(), dueAt.getTime()));
  const next = dueItem(kind, (kind === 'daily' ? nextDaily : nextWeekly)(settings, after).toISOString(), item.user_id);
  const outcome = roundOutcome(settings, dueAt, now);
  const sendRound = async (): Promise<Omit<DueResult, 'outcome'>> => {
    if (outcome !== 'created') return { created: 0, deliveries: [] };
    const round = await writeRound({
      userId: item.user_id, userName: user.name, kind, dueAt, now, timezone: settings.timezone, start: startStates(kind, user, settings),
    }, coach);
    if (!round) return { created: 0, deliveries: [] };
    return { created: round.created, deliveries: await sendOnChannels(round, { user, settings, kind, dueAt }, now) };
  };
  // The next item may be stored before this round is: until the settings point at it below, a
  // retry of this item still runs this round, and the next item stands either way.
  const [{ created, deliveries }] = await Promise.all([sendRound(), putDue(next)]);
  // When this fails, a settings save or a concurrent try moved the schedule on. The item just
  // written is left alone: the concurrent try wrote the same one, and a stale one is dropped.
  await advanceDue(item.user_id, kind, item.due_at, next.due_at);
  await deleteDue(item);
  return { outcome, created, deliveries };
}
