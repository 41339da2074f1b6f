import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, signUp, type GoalPlan } from '../../support/api-client.ts';
import { checkinsOf, linkChat, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

const stack = withCheckinStack();
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

const shelf: GoalPlan = {
  goal: 'Build a bookshelf',
  tone: 'strict',
  subgoals: [
    { title: 'Plan', tasks: [{ title: 'Design', microtasks: [{ title: 'Sketch the shelf design' }, { title: 'Buy the timber' }] }] },
    { title: 'Cut', tasks: [{ title: 'Saw', microtasks: [{ title: 'Cut the boards' }] }] },
    { title: 'Finish', tasks: [{ title: 'Oil', microtasks: [{ title: 'Sand and oil the boards' }] }] },
    { title: 'Hang', tasks: [{ title: 'Mount', microtasks: [{ title: 'Mount the shelf on the wall' }] }] },
  ],
};

const steps = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

describe('the weekly review', () => {
  it('tells what got done in the last 7 days, how progress moved and what comes next', async () => {
    // Only Date is faked, so the server (in this process) stamps done_at with these days.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const user = await signUp(stack.api);
    const goal = await createGoal(user, shelf);
    const [sketch, timber, cut] = steps(goal);
    await user.call('PATCH', `/microtasks/${sketch!.id}/status`, { status: 'done' });

    vi.setSystemTime(start + 2 * DAY);
    await user.call('PATCH', `/microtasks/${timber!.id}/status`, { status: 'done' });
    await user.call('PATCH', `/microtasks/${cut!.id}/status`, { status: 'done' });
    // The review falls at 12:00 UTC on the day 8 days after the start: the sketch (day 0) is
    // more than a week back, the timber and the boards (day 2) are inside the week.
    const reviewDay = new Date(start + 8 * DAY);
    await saveSettings(user, { timezone: 'UTC', weekly_day: reviewDay.getUTCDay(), weekly_time: '12:00' });
    const chat = await linkChat(stack, user, 900_001);
    const review = new Date(`${reviewDay.toISOString().slice(0, 10)}T12:00:30.000Z`);

    await runJob(review);
    const checkins = await checkinsOf(user);
    expect(checkins).toHaveLength(1);
    const [weekly] = checkins;
    expect(weekly).toMatchObject({ kind: 'weekly', goal_id: goal.id, tone: 'strict', created_at: review.toISOString() });
    // Three of five bites are done now (60%); a week ago only the sketch was (20%).
    expect(weekly!.message).toMatch(/\b20%.*\b60%/);
    for (const title of ['Buy the timber', 'Cut the boards', 'Sand and oil the boards', 'Mount the shelf on the wall']) {
      expect(weekly!.message).toContain(title);
    }
    expect(weekly!.message).not.toContain('Sketch the shelf design');
    expect(chat.received().at(-1)!.text).toBe(`Weekly review: ${goal.title}\n\n${weekly!.message}`);
  });
});
