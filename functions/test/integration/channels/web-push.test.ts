import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import { NOT_A_PUSH_SERVICE, TOO_MANY_PUSH_SUBSCRIPTIONS, type PushKey, type PushSubscribed } from '@cakewalk/shared/schemas/channels/push.ts';
import { client, createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import type { FakeDevice } from '../../support/fake-push-service.ts';
import { withLocalStack, withPushService } from '../../support/stack-fixture.ts';

// Web push end to end over real HTTP: the API keeps subscriptions (only on push services), and
// the check-in job sends each check-in as a notification to a fake push service on loopback that
// verifies the VAPID header and decrypts the payload as a browser would.

const VAPID_SUBJECT = 'mailto:coach@cakewalk.test';
const push = withPushService(VAPID_SUBJECT);
const stack = withLocalStack();

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;
/** Each test its own check-in minute, later than the one before. */
const nextSlot = () => new Date((clock += 15 * MINUTE));
const hhmm = (at: Date) => at.toISOString().slice(11, 16);

async function subscribe(user: TestUser, device: FakeDevice = push.device()) {
  return user.call<PushSubscribed | { error: string }>('POST', '/users/me/push', device.subscription);
}

async function userWithDevice(slot: Date): Promise<{ user: TestUser; device: FakeDevice; id: string }> {
  const user = await signUp(stack.api);
  await saveSettings(user, { timezone: 'UTC', checkin_time: hhmm(slot) });
  const device = push.device();
  const reply = await subscribe(user, device);
  expect(reply.status).toBe(201);
  return { user, device, id: (reply.body as PushSubscribed).id };
}

const deliveredTo = (device: FakeDevice) => push.delivered.filter((delivered) => delivered.device === device.id);

describe('the VAPID key', () => {
  it('is public, and is the key that signs the notifications', async () => {
    const reply = await client(stack.api)<PushKey>('GET', '/push/key');
    expect(reply.status).toBe(200);
    expect(Buffer.from(reply.body.public_key, 'base64url')).toHaveLength(65);

    const user = await signUp(stack.api);
    const device = push.device();
    await subscribe(user, device);
    const test = await user.call('POST', '/users/me/push/test');
    expect(test).toMatchObject({ status: 200, body: { sent: 1 } });
    expect(deliveredTo(device)).toEqual([expect.objectContaining({
      publicKey: reply.body.public_key,
      claims: expect.objectContaining({ aud: push.origin, sub: VAPID_SUBJECT }),
      payload: { title: 'Notifications are on', body: 'This is how your check-ins will reach this device.', checkin_id: null, url: '/today' },
    })]);
  });
});

describe('subscriptions', () => {
  it('refuses every endpoint that is not https on a known push service, tricky ones included', async () => {
    const user = await signUp(stack.api);
    const { port } = new URL(push.origin);
    const keys = push.device().subscription.keys;
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com@evil.example/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evil.example/fcm.googleapis.com/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://a.b.notify.windows.com/w/?token=abc',
      'https://wns2-par02p.notify.windows.com.evil.example/w/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://0x7f000001/push',
      `http://localhost:${port}/push/abc`,
      `http://127.0.0.2:${port}/push/abc`,
      `http://[::1]:${port}/push/abc`,
      'http://127.0.0.1/push/abc',
      `https://127.0.0.1:${port}/push/abc`,
      `http://user@127.0.0.1:${port}/push/abc`,
      'ftp://fcm.googleapis.com/abc',
      'not a url',
    ];
    for (const endpoint of refused) {
      const reply = await user.call('POST', '/users/me/push', { endpoint, keys });
      expect({ endpoint, ...reply }).toMatchObject({ endpoint, status: 400, body: { error: NOT_A_PUSH_SERVICE } });
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.googleapis.com:443/fcm/send/upper',
    ]) {
      expect({ endpoint, status: (await user.call('POST', '/users/me/push', { endpoint, keys })).status }).toEqual({ endpoint, status: 201 });
    }
  });

  it('allows 10 devices, counts the same browser once, and forgets one on DELETE, once; another user cannot', async () => {
    const user = await signUp(stack.api);
    const devices = Array.from({ length: CHANNEL_LIMITS.pushSubscriptions.max }, () => push.device());
    const ids: string[] = [];
    for (const device of devices) ids.push(((await subscribe(user, device)).body as PushSubscribed).id);
    expect(await subscribe(user, devices[0])).toMatchObject({ status: 201, body: { id: ids[0] } });
    expect(await subscribe(user)).toMatchObject({ status: 400, body: { error: TOO_MANY_PUSH_SUBSCRIPTIONS } });

    const stranger = await signUp(stack.api);
    expect(await stranger.call('DELETE', `/users/me/push/${ids[0]}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await subscribe(user)).toMatchObject({ status: 400, body: { error: TOO_MANY_PUSH_SUBSCRIPTIONS } });
    expect(await user.call('DELETE', `/users/me/push/${ids[0]}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await user.call('DELETE', `/users/me/push/${ids[0]}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await user.call('DELETE', '/users/me/push/not%23an-id')).toMatchObject({ status: 404, body: { error: 'Subscription not found' } });
    expect((await subscribe(user)).status).toBe(201);
  });
});

describe('check-ins as notifications', () => {
  it('sends each check-in once, signed and encrypted, with its id and Today, however often the round runs', async () => {
    const slot = nextSlot();
    const { user, device } = await userWithDevice(slot);
    const goal = await createGoal(user);
    await runJob(new Date(slot.getTime() + 20_000));
    await runJob(new Date(slot.getTime() + 80_000));

    const [checkin] = await checkinsOf(user);
    expect(deliveredTo(device)).toEqual([expect.objectContaining({
      payload: { title: goal.title, body: checkin!.message, checkin_id: checkin!.id, url: '/today' },
      claims: expect.objectContaining({ aud: push.origin, sub: VAPID_SUBJECT }),
    })]);
    expect(deliveredTo(device)[0]!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.rejected.filter((rejected) => rejected.device === device.id)).toEqual([]);
  });

  it.each([404, 410])('deletes a subscription its push service answers %i for', async (status) => {
    const slot = nextSlot();
    const { user, device } = await userWithDevice(slot);
    await createGoal(user);
    push.answer(device.id, status);
    await runJob(new Date(slot.getTime() + 20_000));

    expect(deliveredTo(device)).toEqual([]);
    expect(await user.call('POST', '/users/me/push/test')).toMatchObject({ status: 400, body: { error: 'Turn on notifications on this device first.' } });
  });

  it('tries a check-in again through the queue when the push service fails for now, and sends it once', async () => {
    const slot = nextSlot();
    const { user, device } = await userWithDevice(slot);
    await createGoal(user);
    push.answer(device.id, 503);
    const first = await runJob(new Date(slot.getTime() + 20_000));
    expect(first.retrying).toBe(1);
    expect(deliveredTo(device)).toEqual([]);

    const second = await runJob(new Date(slot.getTime() + 80_000));
    expect(second.sent).toBe(1);
    await runJob(new Date(slot.getTime() + 140_000));
    const [checkin] = await checkinsOf(user);
    expect(deliveredTo(device).map((delivered) => delivered.payload.checkin_id)).toEqual([checkin!.id]);
  });

  it('never follows a redirect', async () => {
    let reached = 0;
    const elsewhere = createServer((_, response) => {
      reached++;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const slot = nextSlot();
      const { user, device } = await userWithDevice(slot);
      await createGoal(user);
      push.answer(device.id, 307, 1, `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/push/stolen`);
      const summary = await runJob(new Date(slot.getTime() + 20_000));
      expect(summary.failed).toBe(1);
      expect(reached).toBe(0);
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});
