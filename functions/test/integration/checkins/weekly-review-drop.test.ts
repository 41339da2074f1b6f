import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { addDays, dayWords } from '@cakewalk/shared/rules/calendar-days.ts';
import { bannedWordsIn } from '../../../src/words/banned-words.ts';
import { createGoal, signUp, type GoalPlan } from '../../support/api-client.ts';
import { checkinsOf, runJob, saveSettings } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// A weekly review compares with the progress the last review reported: a bite undone since
// shows as a drop ("went down"), never as "stayed the same". It also states the pace.

const stack = withCheckinStack();
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;
const TONES = ['friendly', 'strict', 'motivational'] as const;
const steps = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const shelf = (tone: GoalPlan['tone']): GoalPlan => ({
  goal: `Build a bookshelf, ${tone}`,
  tone,
  subgoals: [
    { title: 'Plan', tasks: [{ title: 'Design', microtasks: [{ title: 'Sketch the shelf design' }, { title: 'Buy the timber' }] }] },
    { title: 'Cut', tasks: [{ title: 'Saw', microtasks: [{ title: 'Cut the boards' }] }] },
    { title: 'Finish', tasks: [{ title: 'Oil', microtasks: [{ title: 'Sand and oil the boards' }, { title: 'Mount the shelf' }] }] },
  ],
});

describe.each(TONES.map((tone, index) => [tone, index] as const))('the weekly review in the %s tone', (tone, index) => {
  it('says progress went down when a bite was undone since the last review, and states the pace', async () => {
    // Only Date is faked, so the server (in this process) stamps its times with these days.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const user = await signUp(stack.api);
    const goal = await createGoal(user, shelf(tone));
    // Due 10 days after it was made: at the second review (8 + index days in) well behind.
    const due = addDays(dayOf(start), 10 + index);
    expect((await user.call('PUT', `/goals/${goal.id}`, { title: goal.title, description: 'Oak.', due_date: due })).status).toBe(200);
    const [sketch, timber] = steps(goal);
    await user.call('PATCH', `/microtasks/${sketch!.id}/status`, { status: 'done' });
    await user.call('PATCH', `/microtasks/${timber!.id}/status`, { status: 'done' });

    // Each tone reviews on its own days, so one run never reads another's minute.
    const firstDay = dayOf(start + (1 + index) * DAY);
    await saveSettings(user, { timezone: 'UTC', weekly_day: new Date(`${firstDay}T12:00:00Z`).getUTCDay(), weekly_time: '12:00' });
    vi.setSystemTime(Date.parse(`${firstDay}T12:00:30.000Z`));
    await runJob(new Date(`${firstDay}T12:00:30.000Z`));
    const [first] = await checkinsOf(user);
    expect(first).toMatchObject({ kind: 'weekly', goal_id: goal.id });
    expect(first!.message).toContain('40%');

    vi.setSystemTime(Date.parse(`${firstDay}T15:00:00.000Z`));
    await user.call('PATCH', `/microtasks/${timber!.id}/status`, { status: 'todo' });
    const secondDay = addDays(firstDay, 7);
    vi.setSystemTime(Date.parse(`${secondDay}T12:00:30.000Z`));
    await runJob(new Date(`${secondDay}T12:00:30.000Z`));
    const reviews = await checkinsOf(user);
    expect(reviews).toHaveLength(2);
    const message = reviews[0]!.message;
    // 2 of 5 bites (40%) at the last review, 1 of 5 (20%) now.
    expect(message).toMatch(/went down/i);
    expect(message).toMatch(/40%.*20%/);
    expect(message).not.toMatch(/stayed|the same as last week|still at/i);
    // Expected share: (8 + index) of (10 + index) days, so 3 bites behind the pace (ceil of 60%+ of 5).
    const expected = Math.round(((8 + index) / (10 + index)) * 100);
    const behind = Math.ceil(((expected - 20) / 100) * 5);
    expect(message).toContain(`${behind} bites behind`);
    // The due date as people say it, never as an ISO date.
    expect(message).toContain(dayWords(due, secondDay));
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(bannedWordsIn(message)).toEqual([]);
  });
});

describe('the weekly review after the plan grew', () => {
  it('says progress went down when bites were added since the last review, though none was undone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const user = await signUp(stack.api);
    const goal = await createGoal(user, shelf('friendly'));
    const [sketch, timber] = steps(goal);
    await user.call('PATCH', `/microtasks/${sketch!.id}/status`, { status: 'done' });
    await user.call('PATCH', `/microtasks/${timber!.id}/status`, { status: 'done' });

    // Days of their own, after every tone's reviews above.
    const firstDay = dayOf(start + 5 * DAY);
    await saveSettings(user, { timezone: 'UTC', weekly_day: new Date(`${firstDay}T12:00:00Z`).getUTCDay(), weekly_time: '12:00' });
    vi.setSystemTime(Date.parse(`${firstDay}T12:00:30.000Z`));
    await runJob(new Date(`${firstDay}T12:00:30.000Z`));
    expect((await checkinsOf(user))[0]!.message).toContain('40%');

    // Five more bites in the last task: 2 of 10 done.
    vi.setSystemTime(Date.parse(`${firstDay}T15:00:00.000Z`));
    const now = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body;
    const body = {
      version: now.version,
      subgoals: now.subgoals.map((s, si) => ({
        id: s.id, title: s.title,
        tasks: s.tasks.map((t) => ({
          id: t.id, title: t.title,
          microtasks: [
            ...t.microtasks.map((m) => ({ id: m.id, title: m.title })),
            ...(si === 2 ? ['Fit the brackets', 'Level the shelf', 'Fill the holes', 'Wax the top', 'Load the books'].map((title) => ({ title })) : []),
          ],
        })),
      })),
    };
    expect((await user.call('PUT', `/goals/${goal.id}/plan`, body)).status).toBe(200);

    const secondDay = addDays(firstDay, 7);
    vi.setSystemTime(Date.parse(`${secondDay}T12:00:30.000Z`));
    await runJob(new Date(`${secondDay}T12:00:30.000Z`));
    const reviews = await checkinsOf(user);
    expect(reviews).toHaveLength(2);
    expect(reviews[0]!.message).toMatch(/went down/i);
    expect(reviews[0]!.message).toMatch(/40%.*20%/);
    expect(reviews[0]!.message).not.toMatch(/stayed|the same as last week|still at/i);
  });
});
