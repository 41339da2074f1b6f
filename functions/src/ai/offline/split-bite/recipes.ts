// How a bite is split, by its verb (with its particle: "write down" is not "write") and, where
// the verb alone does not say, by its object (`when`, a case-blind pattern): the smallest physical
// steps that doing it takes, in order, as data in recipes.json, checked against this schema by a
// test. The first recipe that fits wins, so a recipe for one object comes before the verb's own.
// A recipe for writing is only for writing something (a letter, a plan, a post).
// Slots: {H} the bite's object up to its first preposition ("your card provider"), {N} the same
// without its article ("card provider"), {R} what the bite says after that ("for wear"), {O} the
// whole object, {A} what the bite adds after "and" ("the title and three must-haves": "three
// must-haves"), {V} the verb as written, {Ving} its -ing form. Priority 1 steps are the doing
// itself and always kept; 2 and 3 are added as detail grows.

import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import recipes from './recipes.json' with { type: 'json' };

export const RecipeStep = z.object({
  text: z.string().check(z.minLength(3), z.regex(/^[\p{Lu}{]/u, 'starts with a capital or a slot')),
  minutes: z.int().check(z.gte(1), z.lte(15)),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type RecipeStep = z.infer<typeof RecipeStep>;

export const RecipeData = z.array(z.object({
  verbs: z.array(z.string().check(z.regex(/^[a-z' -]+$/, 'is lower case'))).check(z.minLength(1)),
  when: z.optional(z.string()),
  steps: z.array(RecipeStep).check(z.minLength(2)),
}));

export interface Recipe {
  verbs: readonly string[];
  when?: RegExp;
  steps: readonly RecipeStep[];
}

export const RECIPES: readonly Recipe[] = (recipes as z.infer<typeof RecipeData>).map(({ when, ...recipe }) => ({
  ...recipe,
  ...(when ? { when: new RegExp(when, 'i') } : {}),
}));
