import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RecipeSteps, VerbRecipes } from '../../../../src/ai/offline/compose/starter/verb-recipe-schema.ts';
import data from '../../../../src/ai/offline/compose/starter/verb-recipes.json' with { type: 'json' };
import steps from '../../../../src/ai/offline/compose/starter/verb-recipe-steps.json' with { type: 'json' };

// The verb recipes are data a person can extend: they fit their schema, every bite but the second
// act itself has its steps (and no steps are left over), and a bite that refers to what another
// made ("your list", "the plans") comes after a bite of its recipe that makes it.

const recipes = z.parse(VerbRecipes, data);
const recipeBites = recipes.recipes.map((recipe) => [recipe.id, [...recipe.phases, recipe.close].flatMap((phase) => phase.tasks.flatMap((task) => task.bites)).flatMap((bite) => (bite.each ? [bite, bite.each] : [bite]))] as const);
const titles = new Set([...recipeBites.flatMap(([, bites]) => bites), ...recipes.then.flatMap((entry) => entry.bites)].map((bite) => bite.title).filter((title) => title !== '{Act}'));

describe('the verb recipes data', () => {
  it('fits its schema, with steps for every bite and none left over', () => {
    const result = z.safeParse(RecipeSteps, steps);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
    expect(Object.keys(steps).sort()).toEqual([...titles].sort());
  });

  it.each(recipeBites)('%s makes what its bites refer to before they refer to it', (id, bites) => {
    const made = new Set<string>();
    for (const bite of bites) {
      if (bite.needs) expect(made.has(bite.needs), `${id}: ${bite.title}`).toBe(true);
      if (bite.makes) made.add(bite.makes);
    }
  });
});
