import { createGoal } from '@cakewalk/functions/data/goals/write-goals.ts';
import { dueShard, userPk } from '@cakewalk/functions/data/keys.ts';
import { dueItem, markMinute } from '@cakewalk/functions/data/checkins/schedule.ts';
import { putAll, queryAll } from '@cakewalk/functions/data/store.ts';
import { createUser } from '@cakewalk/functions/data/accounts/users.ts';
import { saveCheckinSettings } from '@cakewalk/functions/core/settings/save-checkin-settings.ts';
import { createECDH, randomBytes } from 'node:crypto';
import { ulid } from 'ulid';

// Users due in one minute, for the check-in simulation. One template user is made through the
// repositories (profile, check-in settings, a goal of one slice, one crumb and three bites), so
// its items are exactly what the app stores; every other user is a copy of those items under
// its own id, written in batches, with its daily check-in due at the same minute. 20,000 users
// are written this way in a fraction of what 20,000 sign-ups would take.

const GOAL = {
  title: 'Read 12 books this year',
  tone: 'friendly' as const,
  description: 'Read 12 books this year',
  due_date: null,
  subgoals: [{ title: 'Get going', tasks: [{ title: 'First book', microtasks: [{ title: 'Pick a book' }, { title: 'Read 20 pages' }, { title: 'Note one idea' }] }] }],
};

async function templateItems(dueAt: Date): Promise<{ userId: string; items: Record<string, unknown>[] }> {
  const user = await createUser({ name: 'Sam', email: `template-${ulid()}@example.com`, telegram_id: '', passwordHash: 'unused' });
  await createGoal(user.id, GOAL);
  const time = dueAt.toISOString().slice(11, 16);
  await saveCheckinSettings(user.id, { timezone: 'UTC', checkin_time: time, weekly_day: (dueAt.getUTCDay() + 3) % 7, weekly_time: time, paused: false }, new Date(dueAt.getTime() - 60_000));
  const stored = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': userPk(user.id) },
  });
  const items = stored.map((item) => {
    const copy: Record<string, unknown> = { ...item };
    delete copy.pk;
    return copy;
  });
  return { userId: user.id, items };
}

const WRITERS = 8;

/**
 * A tenth (one in `every`) of the users each on another channel besides the app: a browser
 * subscribed at `pushEndpoint`, the daily check-in by email (the address confirmed), or a linked
 * Telegram chat.
 */
export interface SeedChannels {
  every: number;
  pushEndpoint: string;
}

export type Channel = 'push' | 'email' | 'telegram';
const CHANNEL_BY_REMAINDER: readonly Channel[] = ['push', 'email', 'telegram'];

/** How many of `count` seeded users are on each channel. */
export function usersOnEachChannel(count: number, every: number): Record<Channel, number> {
  const onIt = (remainder: number) => Array.from({ length: count - 1 }, (_, i) => i + 1).filter((index) => index % every === remainder).length;
  return { push: onIt(0), email: onIt(1), telegram: onIt(2) };
}

/** One browser's keys, shared by every seeded subscription: the server encrypts for each send all the same. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function withChannel(item: Record<string, unknown>, id: string, index: number, channel: Channel, channels: SeedChannels, keys: ReturnType<typeof browserKeys>): Record<string, unknown> {
  if (channel === 'email' && item.sk === 'PROFILE') return { ...item, email_confirmed_at: new Date().toISOString() };
  if (item.sk !== 'SETTINGS') return item;
  if (channel === 'email') return { ...item, email: { daily: true, weekly: false } };
  if (channel === 'telegram') return { ...item, telegram_chat_id: 1_000_000 + index };
  const subscription = { endpoint: `${channels.pushEndpoint}/${id}`, ...keys, created_at: new Date().toISOString() };
  return { ...item, push_subscriptions: { [id.slice(-22)]: subscription } };
}

/**
 * Seeds users whose daily check-in falls due at `dueAt` (a whole minute): the template user and
 * `count - 1` copies, a tenth of them on each of push, email and Telegram. Answers their ids.
 */
export async function seedDueUsers(count: number, dueAt: Date, channels?: SeedChannels): Promise<string[]> {
  const { userId, items: template } = await templateItems(dueAt);
  const ids = [userId];
  const items: Record<string, unknown>[] = [];
  const marked = new Set<number>();
  const keys = browserKeys();
  for (let index = 1; index < count; index++) {
    const id = ulid();
    ids.push(id);
    const channel = channels && CHANNEL_BY_REMAINDER[index % channels.every];
    for (const item of template) {
      const copy = { ...item, pk: userPk(id), ...('id' in item && { id }) };
      items.push(channel ? withChannel(copy, id, index, channel, channels, keys) : copy);
    }
    items.push({ ...dueItem('daily', dueAt.toISOString(), id) });
    if (!marked.has(dueShard(id))) {
      marked.add(dueShard(id));
      await markMinute({ due_at: dueAt.toISOString(), user_id: id });
    }
  }
  const share = Math.ceil(items.length / WRITERS);
  await Promise.all(Array.from({ length: WRITERS }, (_, writer) => putAll(items.slice(writer * share, (writer + 1) * share))));
  return ids;
}
