// The shape of verb-recipes.json and verb-recipe-steps.json, checked by a test (as the archetypes are), so the planner loads
// the data without a schema library's weight on its path.

import * as z from 'zod/mini';

/** What a bite makes that a later one refers to ("your list", "the plans"), so none refers to a thing the plan cut. */
const Made = z.enum(['list', 'smallest job', 'shopping list', 'guide', 'plans', 'faults', 'names', 'marks']);

const RecipeBite = z.strictObject({
  title: z.string().check(z.minLength(1)),
  minutes: z.int().check(z.gte(1), z.lte(120)),
  repeat: z.optional(z.enum(['day', 'week'])),
  practice: z.optional(z.literal(false)),
  makes: z.optional(Made),
  needs: z.optional(Made),
});

/** `each`: the bite said for a goal that makes one for every person; `eachOnly`: only for such a goal. */
const EachBite = z.extend(RecipeBite, { each: z.optional(RecipeBite), eachOnly: z.optional(z.literal(true)) });

const Phase = z.strictObject({
  title: z.string().check(z.minLength(1)),
  tasks: z.array(z.strictObject({ title: z.string().check(z.minLength(1)), bites: z.array(EachBite).check(z.minLength(1), z.maxLength(4)) })).check(z.minLength(1), z.maxLength(2)),
});

export const VerbRecipes = z.strictObject({
  recipes: z.array(z.strictObject({
    id: z.string().check(z.minLength(1)),
    verbs: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    /** Only when the goal's thing is one of these (`things` below): "keep bees", not "keep my desk tidy". */
    things: z.optional(z.enum(['plant', 'animal'])),
    phases: z.array(Phase).check(z.minLength(2), z.maxLength(3)),
    /** The last phase when the goal names no second act; with one, its tasks join the work's phase. */
    close: Phase,
  })),
  /** A second act's own phase, by its verb ("and get it performed", "and harvest honey"). */
  then: z.array(z.strictObject({
    id: z.string().check(z.minLength(1)),
    verbs: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    bites: z.array(RecipeBite).check(z.minLength(2), z.maxLength(4)),
  })),
  things: z.strictObject({ plant: z.array(z.string()), animal: z.array(z.string()) }),
});
export type VerbRecipes = z.infer<typeof VerbRecipes>;

/**
 * Each recipe bite's smaller steps, by its title with its slots (verb-recipe-steps.json): apart from
 * the recipes, as the archetypes' are, since only the routes that split a bite read them.
 */
export const RecipeSteps = z.record(z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(2), z.maxLength(8)));
export type RecipeBite = z.infer<typeof EachBite>;
export type RecipePhase = z.infer<typeof Phase>;
