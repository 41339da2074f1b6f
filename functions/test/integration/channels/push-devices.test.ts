import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import { NOT_A_PUSH_KEY, type PushSubscribed } from '@cakewalk/shared/schemas/channels/push.ts';
import { addPushSubscription, getPushSubscriptions } from '../../../src/data/checkins/push-subscriptions.ts';
import { createGoal, signUp } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import type { FakeDevice } from '../../support/fake-push-service.ts';
import { withLocalStack, withPushService } from '../../support/stack-fixture.ts';

const push = withPushService('mailto:coach@cakewalk.test');
const stack = withLocalStack();

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 45 * MINUTE) / MINUTE) * MINUTE;
const nextSlot = () => new Date((clock += 30 * MINUTE));
const hhmm = (at: Date) => at.toISOString().slice(11, 16);
const deliveredTo = (device: FakeDevice) => push.delivered.filter((delivered) => delivered.device === device.id);
/** 65 bytes that start as an uncompressed point does but lie on no curve point. */
const notAPoint = () => Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

describe('push keys', () => {
  it('are refused when p256dh is not a point on P-256, and nothing is saved', async () => {
    const user = await signUp(stack.api);
    const { subscription } = push.device();
    const reply = await user.call('POST', '/users/me/push', { ...subscription, keys: { ...subscription.keys, p256dh: notAPoint() } });
    expect(reply).toMatchObject({ status: 400, body: { error: NOT_A_PUSH_KEY } });
    expect(await getPushSubscriptions(user.id)).toEqual([]);
    expect((await user.call('POST', '/users/me/push', subscription)).status).toBe(201);
  });
});

describe('a device whose sends fail for its own reasons', () => {
  async function userWithTwoDevices() {
    const slot = nextSlot();
    const user = await signUp(stack.api);
    await saveSettings(user, { timezone: 'UTC', checkin_time: hhmm(slot) });
    const good = push.device();
    const bad = push.device();
    for (const device of [good, bad]) expect((await user.call<PushSubscribed>('POST', '/users/me/push', device.subscription)).status).toBe(201);
    await createGoal(user);
    return { slot, user, good, bad };
  }

  it(`is retried at most ${CHANNEL_LIMITS.pushFailures.max} times, then dropped, and the other device gets the check-in once`, async () => {
    const { slot, user, good, bad } = await userWithTwoDevices();
    push.answer(bad.id, 500, 100);
    for (let run = 0; run < 6; run++) await runJob(new Date(slot.getTime() + 20_000 + run * MINUTE));
    const [checkin] = await checkinsOf(user);
    expect(deliveredTo(good).map((delivered) => delivered.payload.checkin_id)).toEqual([checkin!.id]);
    expect((await getPushSubscriptions(user.id)).map(([, stored]) => stored.endpoint)).toEqual([good.subscription.endpoint]);
    expect(push.requests).toBeGreaterThan(0);
  });

  it('with keys saved before they were checked, never answers 500 and never makes the round resend to the good device', async () => {
    const { slot, user, good } = await userWithTwoDevices();
    const broken = { endpoint: `${push.origin}/push/broken-${randomBytes(4).toString('hex')}`, p256dh: notAPoint(), auth: randomBytes(16).toString('base64url'), created_at: new Date().toISOString() };
    await addPushSubscription(user.id, 'broken-device-id-000000', broken, CHANNEL_LIMITS.pushSubscriptions.max);
    for (let run = 0; run < 4; run++) await runJob(new Date(slot.getTime() + 20_000 + run * MINUTE));
    const checkinIds = deliveredTo(good).map((delivered) => delivered.payload.checkin_id).filter((id) => id !== null);
    expect(checkinIds).toHaveLength(1);
    for (let test = 1; test < CHANNEL_LIMITS.pushFailures.max; test++) expect((await user.call('POST', '/users/me/push/test')).status).toBe(200);
    expect((await getPushSubscriptions(user.id)).map(([id]) => id)).not.toContain('broken-device-id-000000');
  });
});
