import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const plan = (goal: string, answer: string) => planner.breakdownGoal(goal, { answers: [{ id: 'first', answer }] });

describe('offline planner: a first thing merges into the kind’s bite that does it, keeping its cadence', () => {
  it.each([
    ['Get a new job in sales', 'send out 3 applications a week', /application/i, { every: 'week', per_period: 3 }],
    ['Get in shape for a trekking holiday', 'walk up hills twice a week', /^Walk up hills$/, { every: 'week', per_period: 2 }],
    ['Learn to play the piano', 'practise scales every day', /^Practise scales$/, { every: 'day' }],
  ])('"%s" with "%s" is a habit at that cadence, not a one-off', async (goal, answer, title, repeat) => {
    const all = bites(await plan(goal, answer));
    const own = all.find((bite) => title.test(bite.title) && bite.repeat);
    expect(own?.repeat, JSON.stringify(all.map((bite) => bite.title))).toMatchObject(repeat);
    expect(all.filter((bite) => / a week$| every day$| twice a week$/.test(bite.title))).toEqual([]);
  });

  it.each([
    ['Throw a housewarming party', 'book the venue', 'venue', /^Book the (?:venue|place)$/],
    ['Bring my cholesterol down', 'see my GP', 'doctor', /^See your GP$/],
    ['Get a job as a nurse', 'update my CV', 'cv', /^Update your CV$/],
  ])('"%s" with "%s" changes the kind’s own bite instead of adding a second one', async (goal, answer, thing, pasted) => {
    const all = bites(await plan(goal, answer)).map((bite) => bite.title);
    expect(all.filter((title) => pasted.test(title)), JSON.stringify(all)).toEqual([]);
    const naming = all.filter((title) => new RegExp(String.raw`\b${thing}\b`, 'i').test(title));
    expect(naming.length, JSON.stringify(all)).toBeGreaterThan(0);
  });

  it('keeps the kind’s bite before the one it moves first in its order ("call places" before "book the venue")', async () => {
    const all = bites(await plan('Throw a housewarming party', 'book the venue')).map((bite) => bite.title);
    const booking = all.findIndex((title) => /^Book the venue/.test(title));
    const calling = all.findIndex((title) => /^Call two places/.test(title));
    expect(booking, JSON.stringify(all)).toBeGreaterThan(calling);
    expect(calling).toBeGreaterThanOrEqual(0);
  });

  it('gives a first thing the time its act takes: finishing a chapter is no quarter-hour', async () => {
    const all = bites(await plan('Finish my PhD thesis by September', 'finish the methods chapter, meet my supervisor'));
    expect(all.find((bite) => bite.title === 'Finish the methods chapter')?.minutes).toBeGreaterThanOrEqual(45);
  });
});
