import { describe, expect, it } from 'vitest';
import type { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { createGoal, signUp } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// A check-in shows the answer written to it; the answer is a reflection, which can be edited
// and deleted on the reflections page. The check-in must then show what the reflection says.

const stack = withCheckinStack();

const MINUTE = 60_000;

describe("a check-in's answer", () => {
  it('shows the reflection as edited, is cleared when it is deleted, and never overwrites a later answer', async () => {
    const slot = new Date(Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE);
    const checkinTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(slot);
    const user = await signUp(stack.api);
    await saveSettings(user, { timezone: 'UTC', checkin_time: checkinTime });
    await createGoal(user);
    await runJob(new Date(slot.getTime() + 30_000));
    const [checkin] = await checkinsOf(user);
    const answer = async (content: string) =>
      (await user.call<CheckinReplyResult>('POST', `/checkins/${checkin!.id}/reply`, { content })).body.reflection;

    const first = await answer('The first run felt heavy');
    const edited = await user.call<Reflection>('PUT', `/reflections/${first.id}`, { content: 'The first run felt good after all' });
    expect(edited.status).toBe(200);
    expect((await checkinsOf(user))[0]!.reply).toEqual(edited.body);

    const second = await answer('Second thoughts: it was fine');
    await user.call('PUT', `/reflections/${first.id}`, { content: 'An old answer, edited again' });
    expect((await checkinsOf(user))[0]!.reply).toEqual(second);

    expect((await user.call('DELETE', `/reflections/${second.id}`)).status).toBe(200);
    expect((await checkinsOf(user))[0]!.reply).toBeNull();
    const listed = (await user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}`)).body;
    expect(listed.map((r) => Object.keys(r).sort())).toEqual([['content', 'created_at', 'goal_id', 'goal_name', 'id']]);
  });
});
