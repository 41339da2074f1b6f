import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LANGUAGE_PLANS } from '../../../../src/ai/offline/languages/language-list.ts';
import { LanguagePlan } from '../../../../src/ai/offline/languages/language-plan.ts';
import { RecipeData } from '../../../../src/ai/offline/split-bite/recipes.ts';
import recipes from '../../../../src/ai/offline/split-bite/recipes.json' with { type: 'json' };
import { SplitAgainData } from '../../../../src/ai/offline/split-bite/split-again.ts';
import again from '../../../../src/ai/offline/split-bite/split-again.json' with { type: 'json' };

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the re-breakdown recipes (recipes.json)', () => {
  it('match their schema, with patterns that compile and only the slots the splitter fills', () => {
    expect(issues(z.safeParse(RecipeData, recipes))).toEqual([]);
    for (const recipe of recipes as { when?: string; steps: { text: string }[] }[]) {
      if (recipe.when) expect(() => new RegExp(recipe.when!, 'i')).not.toThrow();
      for (const step of recipe.steps) expect(step.text.match(/\{\w+\}/g)?.filter((slot) => !['{H}', '{N}', '{R}', '{O}', '{A}', '{V}', '{Ving}'].includes(slot)) ?? [], step.text).toEqual([]);
    }
  });
});

describe('the steps of the splitter’s own steps (split-again.json)', () => {
  it('match their schema, with only the slots a written step fills', () => {
    expect(issues(z.safeParse(SplitAgainData, again))).toEqual([]);
    const slots = ['{Act}', '{act}', '{ving}', '{what}', '{thing}', '{part}', '{minutes}', '{half}', '{rest}'];
    for (const step of Object.values(again).flat()) expect(step.text.match(/\{\w+\}/g)?.filter((slot) => !slots.includes(slot)) ?? [], step.text).toEqual([]);
  });
});

describe('the plans in other languages (languages/*.json)', () => {
  it.each(Object.keys(LANGUAGE_PLANS))('%s matches its schema, with a general theme and its steps for every bite', (language) => {
    const plan = LANGUAGE_PLANS[language as keyof typeof LANGUAGE_PLANS];
    expect(issues(z.safeParse(LanguagePlan, plan))).toEqual([]);
    expect(plan.language).toBe(language);
    expect(plan.themes.filter((theme) => theme.words.length === 0).map((theme) => theme.id)).toEqual(['general']);
    const bites = plan.themes.flatMap((theme) => theme.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites)));
    expect(bites.filter((bite) => /\{\w+\}/.test(bite.title) && !bite.plain).map((bite) => bite.title)).toEqual([]);
    expect(bites.flatMap((bite) => [bite.title, ...bite.steps]).filter((text) => /\{(?!target\}|pace\}|act\})\w+\}/.test(text))).toEqual([]);
  });
});
