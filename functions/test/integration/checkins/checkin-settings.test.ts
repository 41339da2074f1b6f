import { beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { client, signUp, type TestUser } from '../../support/api-client.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

const stack = withCheckinStack();
let user: TestUser;

beforeAll(async () => {
  user = await signUp(stack.api);
});

const valid = {
  timezone: 'America/Sao_Paulo',
  checkin_time: '07:30',
  weekly_day: 0,
  weekly_time: '19:00',
  quiet_start: '22:00',
  quiet_end: '06:30',
  paused: false,
};

describe('check-in settings', () => {
  it('start as defaults that are not yet saved, so no check-ins run', async () => {
    const fresh = await signUp(stack.api);
    const reply = await fresh.call<Settings>('GET', '/users/me/settings');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00',
      quiet_start: null, quiet_end: null, paused: false, configured: false, telegram_linked: false, telegram_available: true,
      email: { daily: false, weekly: false },
    });
  });

  it('are saved and read back; quiet hours can be cleared', async () => {
    const saved = await user.call<Settings>('PUT', '/users/me/settings', valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...valid, configured: true, telegram_linked: false, telegram_available: true, email: { daily: false, weekly: false } });
    expect((await user.call<Settings>('GET', '/users/me/settings')).body).toEqual(saved.body);

    const { quiet_start: _s, quiet_end: _e, ...withoutQuiet } = valid;
    const cleared = await user.call<Settings>('PUT', '/users/me/settings', { ...withoutQuiet, paused: true });
    expect(cleared.body).toMatchObject({ quiet_start: null, quiet_end: null, paused: true });
  });

  it.each([
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'time zone'],
    ['an offset instead of a zone', { timezone: '+02:00' }, 'time zone'],
    ['a time past 23:59', { checkin_time: '24:00' }, 'check-in time'],
    ['a time without minutes', { weekly_time: '9' }, 'weekly check-in time'],
    ['a weekday above 6', { weekly_day: 7 }, 'weekly check-in day'],
    ['a fractional weekday', { weekly_day: 1.5 }, 'weekly check-in day'],
    ['paused as a string', { paused: 'yes' }, 'pause'],
    ['quiet hours with a start only', { quiet_start: '22:00', quiet_end: null }, 'quiet hours'],
    ['quiet hours that start and end together', { quiet_start: '22:00', quiet_end: '22:00' }, 'quiet hours'],
  ])('refuse %s with 400 naming the field', async (_, change, field) => {
    const reply = await user.call<{ error: string }>('PUT', '/users/me/settings', { ...valid, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it('refuse a missing field with 400', async () => {
    const { timezone: _tz, ...rest } = valid;
    expect((await user.call('PUT', '/users/me/settings', rest)).status).toBe(400);
  });

  it('need a signed-in user', async () => {
    const anonymous = client(stack.api);
    expect((await anonymous('GET', '/users/me/settings')).status).toBe(401);
    expect((await anonymous('PUT', '/users/me/settings', valid)).status).toBe(401);
    expect((await anonymous('GET', `/checkins?user_id=${user.id}`)).status).toBe(401);
    expect((await anonymous('POST', '/telegram/link')).status).toBe(401);
  });
});
