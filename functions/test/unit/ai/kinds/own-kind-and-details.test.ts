import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { NOTICES } from '../../../../src/words/notice-words.ts';
import { OfflineGoalPlanner } from '../../../../src/ai/offline/offline-goal-planner.ts';

const planner = new OfflineGoalPlanner({ now: () => new Date('2026-11-23T12:00:00Z') });
const said = async (goal: string) => (await planner.breakdownGoal(goal)).subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks.map((b) => b.title))).join(' | ');
const bites = (plan: Breakdown) => plan.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

describe('offline planner: the nearest kind is not the right kind', () => {
  it('plans diabetes around sugar and carbohydrates, and blood pressure around salt', async () => {
    for (const goal of ['Manage my type 2 diabetes', 'Get my A1c under 7', 'Keep my blood sugar steady']) {
      expect(await said(goal), goal).not.toMatch(/\bsalt|unsalted/i);
      expect(await said(goal), goal).toMatch(/sugar|carbohydrate/i);
    }
    expect(await said('Lower my blood pressure')).toMatch(/\bsalt\b/);
  });

  it('plans watercolour with its paints, paper and washes, not a sketchbook and pencils', async () => {
    const watercolour = await said('Learn watercolour painting');
    expect(watercolour).toMatch(/watercolour paper/);
    expect(watercolour).toMatch(/washes/);
    expect(watercolour).not.toMatch(/sketchbook|pencils|using a grid/);
    expect(await said('Learn to draw portraits')).toMatch(/sketchbook/);
  });

  it('reads a verb no list knows by the thing after it, so a word of its object never picks a neighbour’s kind', async () => {
    const fountains = await planner.breakdownGoal('Map every public drinking fountain in my town on OpenStreetMap');
    expect(fountains.notice).toBe(NOTICES.starter);
    expect(await said('Map every public drinking fountain in my town')).not.toMatch(/alcohol|drink you have/i);
    const spoons = await said('Carve a wooden spoon for every member of my family by Christmas');
    expect(spoons).toMatch(/Find plans or a pattern for the wooden spoon/);
    expect(spoons).not.toMatch(/phones? in a basket|family time/i);
    expect(await said('Solve a Rubik’s cube blindfolded')).toMatch(/solving a Rubik’s cube blindfolded/);
  });

  it('tracks a debt against the total its plan added up, never a chart it did not make', async () => {
    const debt = await said('Pay off my credit card debt');
    expect(debt).not.toMatch(/\bchart\b/);
    expect(debt.indexOf('Add the balances to get your total')).toBeLessThan(debt.indexOf('under the total you added up'));
  });
});

describe('offline planner: the goal’s own details survive', () => {
  it('keeps the number, the thing and the moment the goal names', async () => {
    expect(await said('Do 20 pushups every morning')).toContain('20 pushups');
    expect(await said('Write an 80k word fantasy novel')).toContain('80k word');
    const coffee = await planner.breakdownGoal('Meditate before coffee every morning');
    expect(bites(coffee).filter((bite) => bite.title.endsWith('before coffee') && bite.repeat?.every === 'day')).toHaveLength(1);
    expect(await said('Stretch after my first coffee every day')).toContain('after your first coffee');
    const squats = await planner.breakdownGoal('Do 30 squats every evening after work');
    expect(bites(squats).find((bite) => /^Do 30 squats\b/.test(bite.title))?.repeat?.every).toBe('day');
  });
});

describe('offline planner: the goal’s own details survive', () => {
  it('says the goal’s amount in its plan even when its kind has no bite for it', async () => {
    expect(await said('Pay off my $4,200 credit card debt')).toContain('Write down where you stand today, with “$4,200” beside it');
  });

  it('keeps a thing of three words whole ("the half marathon"), and reads "type 2" as a kind, not an amount', async () => {
    const race = await said('Run a half marathon on April 12');
    expect(race).not.toMatch(/\bthe marathon\b/);
    expect(race).toMatch(/the half marathon/);
    expect(await said('Get my type 2 diabetes under control with an A1C below 7')).not.toMatch(/“2 diabetes/);
  });
});

describe('offline planner: minutes a person would believe', () => {
  it('gives a habit’s act the time it takes: a call a quarter of an hour, a walk half an hour, flossing five minutes', async () => {
    const act = async (goal: string) => bites(await planner.breakdownGoal(goal)).find((bite) => bite.title.startsWith(goal.split(' ')[0]!))?.minutes;
    expect(await act('Call my mum every Sunday')).toBe(15);
    expect(await act('Walk the dog every morning')).toBe(30);
    expect(await act('Floss every night')).toBe(5);
  });
});
