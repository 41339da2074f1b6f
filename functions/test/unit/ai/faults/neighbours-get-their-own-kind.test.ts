import { describe, expect, it } from 'vitest';
import { bites, kindOf, planner } from '../plan-kit.ts';

describe('offline planner: a goal a neighbour’s words fit gets its own kind', () => {
  it.each([
    ['Bake my first sourdough loaf', 'bake-sourdough'],
    ['Learn to make sourdough bread', 'bake-sourdough'],
    ['Clear out the garage so I can park the car inside', 'clear-the-garage'],
    ['Declutter the garage', 'clear-the-garage'],
    ['Declutter my bedroom', 'declutter-home'],
    ['Learn to cook Thai food', 'cook-bake'],
    ['Pay off the $4,200 on my Visa card by September', 'pay-off-debt'],
    ['Clear my Mastercard balance this year', 'pay-off-debt'],
    ['Pay off my store card', 'pay-off-debt'],
  ])('"%s" is %s', (goal, kind) => {
    expect(kindOf(goal)).toBe(kind);
  });

  it.each([
    ['Bake my first sourdough loaf', /starter/i, /recipe exactly as written|white sauce|chopping an onion/i],
    ['Clear out the garage so I can park the car inside', /Park the car inside/, /Empty one drawer|Room by room/i],
    ['Learn watercolour painting', /landscape a week/i, /Sketch a friend|pencils/i],
  ])('"%s" has its own content and none of its neighbour’s', async (goal, own, neighbour) => {
    const said = bites(await planner.breakdownGoal(goal));
    expect(said).toMatch(own);
    expect(said).not.toMatch(neighbour);
  });

  it.each(['Get a visa for Japan', 'Get a work visa for Canada'])('"%s" (a travel visa) is no debt', (goal) => {
    expect(kindOf(goal)).not.toBe('pay-off-debt');
  });
});
