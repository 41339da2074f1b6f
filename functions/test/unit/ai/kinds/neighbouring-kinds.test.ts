import { describe, expect, it } from 'vitest';
import { bites, kindOf, planner } from '../plan-kit.ts';

// The kind a goal is, and the neighbour it must not be taken for.
const KINDS: readonly [string, string][] = [
  ['Get my two kids to follow a calm bedtime routine', 'child-routine'],
  ['Set up a morning routine for school days with my daughter', 'child-routine'],
  ['Help my toddler sleep through the night', 'child-routine'],
  ['Potty train my 2-year-old', 'teach-a-child'],
  ['Build a morning routine for myself', 'wake-early'],
  ['Take my driving test in January', 'learn-to-drive'],
  ['Pass the road test next month', 'learn-to-drive'],
  ['Pass my motorcycle test', 'learn-to-drive'],
  ['Pass my driving theory test', 'pass-an-exam'],
  ['Pass my chemistry exam', 'pass-an-exam'],
  ['Get better at speaking Spanish', 'learn-a-language'],
  ['Get good at cooking', 'cook-bake'],
  ['Rebuild the engine of my motorbike', 'fix-repair'],
  ['Walk without crutches after my hip operation', 'ease-a-condition'],
  ['Get my shoulder strength back after surgery', 'ease-a-condition'],
  ['Run again after my ACL rehab', 'ease-a-condition'],
  ['Practise my presentation for work', 'public-speaking'],
  ['Get my kids to bed by 8', 'child-routine'],
  ['Help my son with his maths homework', 'improve-grades'],
];

describe('offline planner: the right kind, not its neighbour', () => {
  it.each(KINDS)('"%s" is %s', (goal, kind) => {
    expect(kindOf(goal)).toBe(kind);
  });

  it('gives a child the gear of what they learn, never a potty for a bike', async () => {
    expect(bites(await planner.breakdownGoal('Teach my son to ride a bike'))).not.toMatch(/potty/i);
    expect(bites(await planner.breakdownGoal('Potty train my 2-year-old'))).toMatch(/potty/i);
    expect(bites(await planner.breakdownGoal('Get my kids into a bedtime routine'))).not.toMatch(/potty|sticker chart/i);
  });

  it('does not ask a career change that names its role to list roles', async () => {
    for (const goal of ['Change career to become a UX designer', 'Switch careers and become a data analyst', 'Retrain to work as a nurse']) {
      const plan = await planner.breakdownGoal(goal);
      expect(bites(plan), goal).not.toMatch(/three roles|each role/i);
      expect(plan.notice, goal).toBeUndefined();
    }
    expect(bites(await planner.breakdownGoal('Change careers by next year'))).toMatch(/three roles/i);
  });

  it('leaves a skill with no kind to the practice shape, and fills a kind’s slots with the skill, not with being better at it', async () => {
    expect(kindOf('Get better at chess')).toBeUndefined();
    const spanish = bites(await planner.breakdownGoal('Get better at speaking spanish'));
    expect(spanish).not.toMatch(/better at|speaking Spanish/i);
    expect(spanish).toMatch(/textbook for Spanish/);
  });

  it('reads a time of day as when, never as the goal’s amount', async () => {
    for (const goal of ['Get my kids in bed by 7:30', 'Get my kids to bed by 8', 'Have the kids asleep by 8pm']) {
      expect(bites(await planner.breakdownGoal(goal)), goal).not.toMatch(/finish line/);
    }
  });

  it('names no remedy of another condition', async () => {
    for (const goal of ['Get rid of my back pain', 'Ease my migraines', 'Manage my knee pain']) {
      expect(bites(await planner.breakdownGoal(goal)), goal).not.toMatch(/inhaler/i);
    }
  });
});

describe('offline planner: a condition eased by the means the goal names', () => {
  it.each(['Bring my blood pressure down with diet and walking', 'Control my type 2 diabetes without medication'])('%s plans no tablets', async (goal) => {
    expect(bites(await planner.breakdownGoal(goal))).not.toMatch(/tablets|prescription|medicine/i);
  });

  it('keeps the medicine routine when the goal says nothing of the means', async () => {
    expect(bites(await planner.breakdownGoal('Bring my blood pressure down by summer'))).toMatch(/tablets/);
  });
});
