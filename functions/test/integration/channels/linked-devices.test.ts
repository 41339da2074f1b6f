import { describe, expect, it } from 'vitest';
import type { LinkedDevices } from '@cakewalk/shared/schemas/account/account.ts';
import type { PushSubscribed } from '@cakewalk/shared/schemas/channels/push.ts';
import { BOT_WORDS } from '../../../src/words/bot-words.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, saveSettings } from '../../support/checkin-stack.ts';
import type { FakeDevice } from '../../support/fake-push-service.ts';
import { withCheckinStack, withPushService } from '../../support/stack-fixture.ts';

// The profile lists every way into the account that outlives a session (the linked Telegram chat,
// each push device) so its owner can end each one: GET /users/me/devices, DELETE /telegram/link
// and DELETE /users/me/push/{id}, over real HTTP.

const push = withPushService('mailto:coach@cakewalk.test');
const stack = withCheckinStack();

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 45 * MINUTE) / MINUTE) * MINUTE;
const nextSlot = () => new Date((clock += 30 * MINUTE));
const hhmm = (at: Date) => at.toISOString().slice(11, 16);
let chatIds = 970_000;

async function subscribe(user: TestUser, userAgent: string): Promise<{ device: FakeDevice; id: string }> {
  const device = push.device();
  const reply = await user.call<PushSubscribed>('POST', '/users/me/push', device.subscription, { 'user-agent': userAgent });
  expect(reply.status).toBe(201);
  return { device, id: reply.body.id };
}

async function devicesOf(user: TestUser): Promise<LinkedDevices> {
  const reply = await user.call<LinkedDevices>('GET', '/users/me/devices');
  expect(reply.status).toBe(200);
  return reply.body;
}

const deliveredTo = (device: FakeDevice) => push.delivered.filter((delivered) => delivered.device === device.id);

describe('the linked chat and push devices on the profile', () => {
  it('are listed by name and date, never by endpoint or keys, and only to their owner', async () => {
    const user = await signUp(stack.api);
    const before = new Date().toISOString();
    await linkChat(stack, user, ++chatIds);
    const phone = await subscribe(user, PHONE);
    const laptop = await subscribe(user, LAPTOP);

    const listed = await devicesOf(user);
    expect(listed.telegram).toEqual({ linked_at: expect.any(String), name: 'Tester' });
    expect(listed.telegram!.linked_at! >= before).toBe(true);
    expect(listed.push.map(({ id, name, last_used_at }) => ({ id, name, last_used_at })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: phone.id, name: 'Chrome on Android', last_used_at: null },
      { id: laptop.id, name: 'Firefox on Linux', last_used_at: null },
    ]);
    const text = JSON.stringify(listed);
    for (const { device } of [phone, laptop]) {
      for (const secret of [device.subscription.endpoint, device.subscription.keys.p256dh, device.subscription.keys.auth]) expect(text).not.toContain(secret);
    }

    const stranger = await signUp(stack.api);
    expect(await devicesOf(stranger)).toEqual({ telegram: null, push: [], calendar_feed: false });
  });

  it('Remove forgets one device, once: a second Remove or another user\'s changes nothing, and it gets no more check-ins', async () => {
    const slot = nextSlot();
    const user = await signUp(stack.api);
    await saveSettings(user, { timezone: 'UTC', checkin_time: hhmm(slot) });
    const kept = await subscribe(user, PHONE);
    const removed = await subscribe(user, LAPTOP);
    await createGoal(user);

    const stranger = await signUp(stack.api);
    expect(await stranger.call('DELETE', `/users/me/push/${removed.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await devicesOf(user)).push).toHaveLength(2);
    for (let press = 0; press < 2; press++) {
      expect(await user.call('DELETE', `/users/me/push/${removed.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    }
    expect((await devicesOf(user)).push.map((device) => device.id)).toEqual([kept.id]);

    await runJob(new Date(slot.getTime() + 20_000));
    const [checkin] = await checkinsOf(user);
    expect(deliveredTo(kept.device).map((delivered) => delivered.payload.checkin_id)).toEqual([checkin!.id]);
    expect(deliveredTo(removed.device)).toEqual([]);
    const [used] = (await devicesOf(user)).push;
    expect(used!.last_used_at).toEqual(expect.any(String));
  });

  it('Unlink ends the chat\'s way in, once: the bot no longer knows it, and another user\'s Unlink changes nothing', async () => {
    const user = await signUp(stack.api);
    const chat = await linkChat(stack, user, ++chatIds);
    const stranger = await signUp(stack.api);
    expect(await stranger.call('DELETE', '/telegram/link')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await devicesOf(user)).telegram).not.toBeNull();

    for (let press = 0; press < 2; press++) expect(await user.call('DELETE', '/telegram/link')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await devicesOf(user)).telegram).toBeNull();
    expect((await user.call<{ telegram_linked: boolean }>('GET', '/users/me/settings')).body.telegram_linked).toBe(false);
    await chat.send('/today');
    expect(chat.lastText()).toBe(BOT_WORDS.notLinked);
  });

  it('lists the calendar feed only while a link is live, so the profile offers Turn off only then', async () => {
    const user = await signUp(stack.api);
    const live = async () => (await user.call<LinkedDevices>('GET', '/users/me/devices')).body.calendar_feed;
    expect(await live()).toBe(false);
    await user.call('POST', '/users/me/calendar');
    expect(await live()).toBe(true);
    await user.call('DELETE', '/users/me/calendar');
    expect(await live()).toBe(false);
  });
});
