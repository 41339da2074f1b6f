import { describe, expect, it } from 'vitest';
import { knownSteps } from '../../../../src/ai/offline/split-bite/known-steps.ts';
import { bites, planner } from '../plan-kit.ts';

// A goal no kind fits is planned from what its verb implies (mending, making, growing, breeding,
// keeping animals, composing, brewing), with its own thing named; a second act gets its own
// phase after what it needs; "for every ..." makes the work come round once per person.

/** Bites that would fit any goal: the starter plan's, which a verb's recipe replaces. */
const ANY_GOAL = /beginner’s guide that covers your goal|Pick one job your goal needs|Circle the smallest job|List every job it will take|for 20 minutes$/m;

const PLANNED: readonly { goal: string; has: RegExp[] }[] = [
  { goal: 'Repair the antique grandfather clock in our hallway', has: [/^Look over the antique grandfather clock from end to end/m, /^List every fault on the antique grandfather clock/m, /^Order the parts for the first repair/m, /^Test the antique grandfather clock/m] },
  { goal: 'Restore an old oak dresser', has: [/^List every fault on the old oak dresser/m, /^Do the next repair on your list/m] },
  { goal: 'Build a wooden canoe and paddle it down the river', has: [/^Find plans or a pattern for the wooden canoe/m, /^Make a small practice piece/m, /^Finish the wooden canoe/m, /^Paddle it down the river$/m] },
  { goal: 'Knit a scarf for every child in my class', has: [/^List every child in your class by name/m, /^Work on the scarf for the next name on your list/m, /^Give each scarf to its person/m] },
  { goal: 'Make a leather wallet for each of my three brothers', has: [/^List your three brothers by name/m, /^Make the first wallet for the first name on your list/m] },
  { goal: 'Grow chilli peppers from seed on my balcony and make hot sauce', has: [/^Choose a variety of chilli peppers/m, /^Sow the chilli peppers/m, /^Make a small first batch of hot sauce/m] },
  { goal: 'Breed guppies in a 60 litre tank', has: [/^Read a breeder’s guide to guppies/m, /^Move the young to their own space/m, /^Pick the best of the young/m] },
  { goal: 'Keep bees in my back garden and harvest honey', has: [/^Read a beginner’s guide to keeping bees/m, /^Order bees from a supplier/m, /^Harvest honey$/m] },
  { goal: 'Compose a string quartet and get it performed', has: [/^Sketch the structure of the string quartet/m, /^Write down three players, groups or choirs who could perform the string quartet/m, /^Get it performed$/m] },
  { goal: 'Brew my own cider from the apple tree', has: [/^Find a tried beginner’s recipe for cider/m, /^Make a small first batch of cider/m] },
];

/** Spanish and French goals to mend a thing: their own language's plan of that verb, not the general one. */
const IN_LANGUAGE: readonly { goal: string; has: RegExp[] }[] = [
  { goal: 'Quiero restaurar una cómoda antigua de roble', has: [/^Apunta cada defecto en una línea/m, /^Pide las piezas de la primera reparación/m] },
  { goal: 'Quiero reparar la bicicleta de mi abuelo', has: [/^Revisa la pieza de punta a punta/m] },
  { goal: 'Restaurer une vieille commode en chêne', has: [/^Note chaque défaut sur une ligne/m, /^Teste l’objet/m] },
  { goal: 'Je veux réparer la vieille horloge de ma grand-mère', has: [/^Compare le prix des pièces/m, /^Consacre 30 minutes à la réparation suivante/m] },
];

/** Goals near those verbs that mean something else keep their own plan. */
const NOT_MENDING: readonly string[] = ['Quiero arreglar mi vida', 'Ouvrir un restaurant à Lyon', 'Quiero preparar el examen de inglés'];

describe('offline planner: a goal no kind fits, planned by its verb', () => {
  it.each(IN_LANGUAGE)('plans "$goal" in its language as its verb implies', async ({ goal, has }) => {
    const text = bites(await planner.breakdownGoal(goal));
    for (const bite of has) expect(text).toMatch(bite);
  });

  it.each(NOT_MENDING)('never plans "%s" as a repair', async (goal) => {
    expect(bites(await planner.breakdownGoal(goal))).not.toMatch(/defecto|défaut/);
  });

  it.each(PLANNED)('plans "$goal" as its verb implies', async ({ goal, has }) => {
    const text = bites(await planner.breakdownGoal(goal));
    for (const bite of has) expect(text).toMatch(bite);
    expect(text).not.toMatch(ANY_GOAL);
  });

  it('plans a second act after what it needs: the bees come before the honey', async () => {
    const text = bites(await planner.breakdownGoal('Keep bees in my back garden and harvest honey'));
    expect(text.indexOf('Order bees')).toBeLessThan(text.indexOf('Harvest honey'));
  });

  it('splits a recipe bite into its own steps, with the goal’s thing in them', () => {
    const [first] = knownSteps('Look over the antique grandfather clock from end to end and photograph every fault') ?? [];
    expect(first).toBe('Move the antique grandfather clock into good light and clear space around it');
  });

  it('goes on with the verb’s recipe after the person’s own first things', async () => {
    const plan = await planner.breakdownGoal('Build a wooden canoe and paddle it down the river', { answers: [{ id: 'first', answer: 'buy marine plywood, clear the garage' }] });
    expect(plan.subgoals[0]?.tasks.map((task) => task.title)).toEqual(['Buy marine plywood', 'Clear the garage']);
    expect(bites(plan)).toMatch(/^Work on the next part of the wooden canoe for \d+ minutes$/m);
    expect(bites(plan)).toMatch(/^Paddle it down the river$/m);
  });

  it('leaves a goal whose verb no recipe knows to the starter plan', async () => {
    const text = bites(await planner.breakdownGoal('Map every public fountain in my city'));
    expect(text).not.toMatch(/fault|plans or a pattern|breeder/);
  });
});
