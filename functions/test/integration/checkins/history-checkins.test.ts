import { describe, expect, it } from 'vitest';
import type { ExportFile, ExportMicrotask } from '@cakewalk/shared/schemas/account/export-file.ts';
import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// The daily check-in reads the history: after quiet days it welcomes back with one two-minute
// start, and after one missed day of a daily habit it names the day not to miss twice. History is
// imported, and the round runs at a time of the test's choosing: the server's clock never moves.

const stack = withLocalStack();

const MINUTE = 60_000;
let clock = Math.ceil((Date.now() + 45 * MINUTE) / MINUTE) * MINUTE;

/** A user with one goal of these bites, imported, and the daily check-in due at the next slot. */
async function userWith(bites: (day: string) => ExportMicrotask[]): Promise<{ user: TestUser; slot: Date }> {
  const user = await signUp(stack.api, 'Robin');
  const slot = new Date((clock += 15 * MINUTE));
  const day = slot.toISOString().slice(0, 10);
  const file: ExportFile = {
    format: 'cakewalk-export', version: 1, exported_at: new Date().toISOString(),
    user: { name: 'Robin', email: 'robin@example.com' }, settings: null, reflections: [], checkins: [],
    goals: [{
      title: 'Walk every day', description: '', due_date: addDays(day, 40), status: 'in_progress', tone: 'friendly',
      created_at: `${addDays(day, -20)}T08:00:00.000Z`,
      subgoals: [{ title: 'Walk', status: 'in_progress', tasks: [{ title: 'Walk', status: 'in_progress', microtasks: bites(day) }] }],
    }],
  };
  expect((await user.call('POST', '/users/me/import', file)).status).toBe(201);
  await saveSettings(user, { timezone: 'UTC', checkin_time: slot.toISOString().slice(11, 16) });
  return { user, slot };
}

const ago = (day: string, ...days: number[]) => days.map((n) => addDays(day, -n));

describe('the daily check-in after a miss', () => {
  it('welcomes back after two or more quiet days, with one two-minute start and no guilt', async () => {
    const { user, slot } = await userWith((day) => [
      { title: 'Buy walking shoes', status: 'done', done_days: ago(day, 4) },
      { title: 'Map a route', status: 'todo' },
    ]);
    await runJob(new Date(slot.getTime() + 20_000));
    const [checkin] = await checkinsOf(user);
    expect(checkin?.message).toMatch(/^Welcome back, Robin\. No catching up needed\. A two-minute start is plenty: “Map a route”\./);
  });

  it('says nothing of the kind the day after a done', async () => {
    const { user, slot } = await userWith((day) => [
      { title: 'Buy walking shoes', status: 'done', done_days: ago(day, 1) },
      { title: 'Map a route', status: 'todo' },
    ]);
    await runJob(new Date(slot.getTime() + 20_000));
    const [checkin] = await checkinsOf(user);
    expect(checkin?.message).not.toMatch(/Welcome back|miss/);
  });

  it('names a daily habit missed once as the day not to miss twice', async () => {
    const { user, slot } = await userWith((day) => [
      { title: 'Walk 10 minutes', status: 'todo', repeat: { every: 'day', times: 60 }, done_days: ago(day, 5, 4, 3, 2) },
      { title: 'Map a route', status: 'done', done_days: ago(day, 1) },
    ]);
    await runJob(new Date(slot.getTime() + 20_000));
    const [checkin] = await checkinsOf(user);
    expect(checkin?.message).toMatch(/^Yesterday “Walk 10 minutes” took a day off\. .*two in a row is the one to skip\./);
  });
});
