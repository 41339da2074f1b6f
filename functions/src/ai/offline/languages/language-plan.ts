// The offline planner's content in another language, as data: one JSON file per language, each
// checked against this schema by a test. A theme is a kind of goal told by its words (lower case,
// matched as whole words with the language's endings, so "ahorr" is ahorrar, ahorro and ahorrando); "general" has no words and
// takes every other goal. Every bite carries its own smaller steps, which the step planner gives
// when that bite is broken down. Slots, filled from the goal: {target} its amount as written
// ("2000 euros"), {pace} that amount over the timeframe ("500 euros al mes"), {act} the skill the
// goal names as its verb, capitalised ("Nadar" for "aprender a nadar"); a bite with a slot
// the goal cannot fill uses its `plain` title (and steps without the slot).

import { BiteMinutes, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

const Text = z.string().check(z.minLength(2), z.maxLength(160), z.regex(/^\p{Lu}/u, 'starts with a capital'));

/** A title may open with the goal's own act: "{act} 15 minutos con un temporizador" is "Nadar 15 minutos con un temporizador". */
const Title = z.string().check(z.minLength(2), z.maxLength(160), z.regex(/^[\p{Lu}{]/u, 'starts with a capital or a slot'));

export const LanguageBite = z.object({
  title: Title,
  plain: z.optional(Text),
  minutes: BiteMinutes,
  repeat: z.optional(RepeatEvery),
  /** The habit itself, not a look back at it: it takes the goal's own cadence and minutes ("tres veces por semana"). */
  practice: z.optional(z.literal(true)),
  steps: z.array(Text).check(z.minLength(2), z.maxLength(4)),
  /** The steps of the `plain` title, when fewer than two of `steps` go without the slot. */
  plainSteps: z.optional(z.array(Text).check(z.minLength(2), z.maxLength(4))),
});
export type LanguageBite = z.infer<typeof LanguageBite>;

export const LanguageTheme = z.object({
  id: z.string().check(z.regex(/^[a-z]+$/)),
  words: z.array(z.string().check(z.minLength(2), z.regex(/^[^A-Z]+$/, 'is lower case'))),
  /** A goal to stop something may be this theme (smoking, weight, money); any other theme is what the goal stops, not what it wants. */
  stopped: z.optional(z.literal(true)),
  phases: z.array(z.object({ title: Text, tasks: z.array(z.object({ title: Text, bites: z.array(LanguageBite).check(z.minLength(1)) })).check(z.minLength(1)) })).check(z.minLength(3)),
});
export type LanguageTheme = z.infer<typeof LanguageTheme>;

export const LanguagePlan = z.object({
  /** Portuguese as Brazil writes it is `pt-BR`; `pt` is European. */
  language: z.enum(['es', 'de', 'fr', 'pt', 'pt-BR', 'it', 'nl']),
  /** How a goal in this language starts before its verb ("quiero", "ich möchte"), lower case. */
  leadIns: z.array(z.string().check(z.minLength(2))),
  /** "a month" and "a week" for {pace}. */
  per: z.object({ month: z.string(), week: z.string() }),
  /**
   * How the language says how often, lower case: a count word ("dos veces") or a number with one
   * of `times` after it ("3 veces"), before one of `week` or `day` ("por semana").
   */
  cadence: z.object({
    counts: z.record(z.string(), z.int().check(z.gte(1), z.lte(7))),
    times: z.array(z.string().check(z.minLength(1))),
    week: z.array(z.string().check(z.minLength(3))),
    day: z.array(z.string().check(z.minLength(3))),
  }),
  /**
   * The endings a theme's word may take in a goal ("ahorr" + "ar", "ando"): words are matched
   * whole, so "spar" is "sparen" but never "Spargel". The empty ending is the word itself.
   */
  endings: z.array(z.string()),
  /**
   * Words that say when, lower case ("avant", "bis zum", "prima del"): a theme's word just after
   * one ("avant mon anniversaire") is the due date, never the kind of goal.
   */
  when: z.array(z.string().check(z.minLength(2))),
  /** How the language says to stop doing a thing ("arrêter de", "dejar de", "stoppen met"), lower case. */
  stop: z.array(z.string().check(z.minLength(3))),
  /** German and Dutch join nouns: a theme's word may also end a longer word ("Halbmarathon", "Geburtstagsfeier"). */
  compounds: z.optional(z.literal(true)),
  /** Two honest steps for a bite in this language that no theme wrote: {bite} is the bite itself, quoted. */
  anyBite: z.array(z.string().check(z.regex(/\{bite\}/))).check(z.length(2)),
  themes: z.array(LanguageTheme).check(z.minLength(2)),
  /**
   * Kinds of goal this language has no theme for, each by the id of its English archetype with
   * the words that tell it (lower case, matched as a theme's are): the English plan of the right
   * kind, with the notice, is sounder than the general shell ("Ik wil mijn rijbewijs halen").
   */
  borrowed: z.optional(z.record(z.string(), z.array(z.string().check(z.minLength(2), z.regex(/^[^A-Z]+$/, 'is lower case'))))),
});
export type LanguagePlan = z.infer<typeof LanguagePlan>;
export type PlannedLanguage = LanguagePlan['language'];
