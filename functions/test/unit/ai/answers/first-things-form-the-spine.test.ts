import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';
import { readFirstThings } from '../../../../src/ai/offline/reading/first-things.ts';
import { offlineStepPlanner as steps } from '../../../../src/ai/offline/offline-step-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
const titles = (plan: Breakdown) => bites(plan).map((bite) => bite.title);

describe("offline planner: the person's first things form the plan's spine, and their weekly time shows", () => {
  it('reads an act the verb list does not know after a comma as a thing of its own, not more of a shopping list', () => {
    expect(readFirstThings('buy a microphone, interview three neighbours, edit a trailer')).toEqual(['Buy a microphone', 'Interview three neighbours', 'Edit a trailer']);
    expect(readFirstThings('order new strings, tune all six, learn two chords')).toEqual(['Order new strings', 'Tune all six', 'Learn two chords']);
    // A list of things to buy still goes on after its commas.
    expect(readFirstThings('buy sandpaper, wood filler and a tack cloth')).toEqual(['Buy sandpaper, wood filler and a tack cloth']);
  });

  it("puts the person's thing in place of the kind's bite of its sort, never both", async () => {
    const plan = titles(await planner.breakdownGoal('Restore an old bicycle', { answers: [{ id: 'first', answer: 'strip the chain and gears, order new brake pads, clean the frame' }] }));
    expect(plan.slice(0, 3)).toEqual(['Strip the chain and gears', 'Order new brake pads', 'Clean the frame']);
    expect(plan.filter((title) => /^Order\b/.test(title))).toEqual(['Order new brake pads']);
  });

  it('sizes the bites of a thing by what it takes: three interviews are no ten minutes', async () => {
    const plan = await planner.breakdownGoal('Make a short documentary about my street', { answers: [{ id: 'first', answer: 'buy a microphone, interview three neighbours, edit a trailer' }] });
    const interviews = plan.subgoals[0]?.tasks.find((task) => task.title === 'Interview three neighbours');
    expect(interviews?.microtasks.reduce((sum, bite) => sum + (bite.minutes ?? 0), 0)).toBeGreaterThanOrEqual(30);
  });

  it('breaks a first thing down into the acts of that thing, never steps that would fit any bite', async () => {
    const split = async (title: string) => (await steps.breakdownMicrotask({ title, taskTitle: 'Your first things', goalTitle: 'A goal' })).map((step) => step.title);
    const generic = /^Get out what|natural break|^Look over .* and note what/;
    for (const title of ['Strip the chain and gears', 'Interview one neighbour', 'Edit a trailer', 'Dismantle the old lawnmower']) {
      const said = await split(title);
      expect(said.filter((step) => generic.test(step)), title).toEqual([]);
      expect(said.length, title).toBeGreaterThanOrEqual(2);
    }
    expect(await split('Strip the chain and gears')).toContain('Take the chain and gears apart in order, putting the small parts in labelled bags');
  });

  it('gives a kind with no session of its own the goal’s work at the weekly time answered, so each time gives its own plan', async () => {
    const work = async (answer: string) => bites(await planner.breakdownGoal('Restore an old bicycle', { answers: [{ id: 'time', answer }] })).find((bite) => bite.title.startsWith('Work on the old bicycle'));
    expect(await work('1 hour')).toMatchObject({ title: 'Work on the old bicycle for 20 minutes', minutes: 20, repeat: { every: 'week', per_period: 3 } });
    expect(await work('3 hours a week')).toMatchObject({ title: 'Work on the old bicycle for 30 minutes', repeat: { every: 'week', per_period: 6 } });
    expect(await work('5 hours or more')).toMatchObject({ title: 'Work on the old bicycle for 45 minutes', repeat: { every: 'day' } });
    const plans = await Promise.all(['30 minutes', '1 hour', '2 to 3 hours', '5 hours or more'].map(async (answer) => JSON.stringify(await planner.breakdownGoal('Repaint the hallway', { answers: [{ id: 'time', answer }] }))));
    expect(new Set(plans).size).toBe(4);
    // It is asked only after what may get in the way, which fits a project better.
    expect((await planner.goalQuestions('Renovate the downstairs bathroom')).map((q) => q.id)).toContain('obstacle');
  });
});
