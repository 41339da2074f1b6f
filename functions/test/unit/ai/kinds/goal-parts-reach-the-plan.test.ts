import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((bite) => bite.title)));

// Goals no kind foresees, each with the parts its own words name: the main act done in sessions,
// the thing it makes finished, a second act, who and what it is for. Each part is a bite of its own.
const PARTS: readonly [string, readonly string[]][] = [
  ['Bind a hand-sewn notebook and fill it with sketches', ['Work on the next part of the hand-sewn notebook for 30 minutes', 'Finish the hand-sewn notebook: the last details, then a check against the plans', 'Fill it with sketches']],
  ['Whittle a chess set for my grandson by Christmas', ['Finish the chess set: the last details, then a check against the plans', 'Give the chess set to your grandson']],
  ['Weave a wool rug for my daughter', ['Work on the next part of the wool rug for 30 minutes', 'Finish the wool rug: the last details, then a check against the plans', 'Give the wool rug to your daughter']],
  ['Restore an old rowing boat so I can take my kids fishing', ['Test the old rowing boat and write down anything still not right', 'Take your kids fishing']],
  ['Catalogue every fossil in my collection and photograph the best ones', ['Catalogue the fossils for 20 minutes', 'Photograph the best ones']],
  ['Memorise the periodic table so that I can help my son with chemistry', ['Memorise the periodic table for 20 minutes', 'Help your son with chemistry']],
];

describe('offline planner: a goal no kind fits reaches every part its words name', () => {
  it.each(PARTS)('%s', async (goal, parts) => {
    const plan = await planner.breakdownGoal(goal);
    expect(plan.notice).toMatch(/starter plan/);
    expect(bites(plan)).toEqual(expect.arrayContaining([...parts]));
  });

  it('never makes an amount to reach into a session of work', async () => {
    for (const goal of ['Pay off my $4,200 store card', 'Raise 500 euros for the animal shelter', 'Pay back the 300 pounds I owe my brother']) {
      const sessions = bites(await planner.breakdownGoal(goal)).filter((bite) => bite.endsWith(' minutes'));
      expect(sessions.filter((bite) => /\d/.test(bite.replace(/ for \d+ minutes$/, ''))), goal).toEqual([]);
    }
  });

  it('ends at the goal’s last act, after the sessions that lead to it', async () => {
    const said = bites(await planner.breakdownGoal('Bind a hand-sewn notebook and fill it with sketches'));
    expect(said.indexOf('Fill it with sketches')).toBeGreaterThan(said.indexOf('Work on the next part of the hand-sewn notebook for 30 minutes'));
    expect(said.indexOf('Finish the hand-sewn notebook: the last details, then a check against the plans')).toBeLessThan(said.indexOf('Fill it with sketches'));
  });

  it('never pastes the goal into a template sentence', async () => {
    for (const [goal] of PARTS) {
      const said = bites(await planner.breakdownGoal(goal)).join('\n');
      expect(said, goal).not.toMatch(/List everything .* will take/);
      expect(said, goal).not.toMatch(/ own /);
    }
  });

  it('ends a kind’s plan with the second act the goal names, and keeps it out of the kind’s slots', async () => {
    const said = bites(await planner.breakdownGoal('Build a cedar birdhouse and hang it in the garden by spring'));
    expect(said.at(-1)).toBe('Hang it in the garden');
    expect(said.slice(0, -1).join('\n')).not.toMatch(/hang it/i);
  });

  it('ends a kind’s plan with what the goal is for', async () => {
    const said = bites(await planner.breakdownGoal('Learn to juggle five balls so I can perform at my nephew’s party'));
    expect(said.at(-1)).toBe('Perform at your nephew’s party');
  });

  it('reads a second thing after "and" as a thing, not an act', async () => {
    const said = bites(await planner.breakdownGoal('Sew a patchwork quilt and a matching pillow'));
    expect(said).not.toContain('A matching pillow');
  });

  it('opens with where the person stands beside the goal’s number, not a card that repeats it', async () => {
    const said = bites(await planner.breakdownGoal('Pay off my $3,600 store card'));
    expect(said.join('\n')).not.toMatch(/finish line/);
    expect(said.join('\n')).toContain('Write down where you stand today, with “$3,600” beside it');
  });
});

describe('offline planner: a total due by a date is reached by practice that runs to the date', () => {
  it.each(['Read 30 books before the end of next year', 'Write 200 poems by December 2027'])('%s', async (goal) => {
    const plan = await planner.breakdownGoal(goal);
    const practice = plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).find((bite) => bite.repeat?.every === 'day');
    expect(practice?.repeat?.times, goal).toBeGreaterThan(300);
  });
});
