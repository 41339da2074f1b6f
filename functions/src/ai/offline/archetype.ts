// The shape of one archetype: a kind of goal people really set out to do, as data. Each lives in
// its own JSON file under archetypes/ and is checked against this schema by a test, so adding or
// improving one never touches code.
//
// Bite titles are concrete physical actions, verb first, easiest first. They may use three slots,
// filled from the goal; a bite whose slot the goal cannot fill is left out:
//   {goal}    the goal said back, verb first: "get 100 sales a month for your shop"
//   {object}  what the goal's verb acts on, said back to the user: "your bike", "Spanish"
//   {the}     the thing itself, short: "the charity 5k" for "organise a charity 5k for the school"
//   {skill}   what is learnt, as a noun: "welding" for "learn to weld"
//   {target}  the goal's number as written: "100 sales a month"
//   {pace}    that number spread over the timeframe: "$1,000 a month" for "save $3,000 in 3 months"
// A bite with a slot may give a `plain` title without it, used when the goal cannot fill it.
//
// Every bite has an id, made once from its first title by `npm run planner:ids` and kept after.
// Its smaller steps, which the step planner gives when it is broken down, are in
// split-bite/steps/, in a file named as the archetype, under that id (see split-bite/bite-steps.ts).

import { Tone } from '@cakewalk/shared/schemas/common.ts';
import { BiteMinutes } from '@cakewalk/shared/schemas/breakdown.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

/** 'goal' repeats as often as the goal says ("every weekday"), daily when it does not say. */
const ArchetypeRepeat = z.enum(['day', 'weekday', 'week', 'goal']);

const Text = z.string().check(z.minLength(2), z.maxLength(120), z.regex(/^\p{Lu}/u, 'starts with a capital'));
const Words = z.array(z.string().check(z.minLength(1), z.regex(/^[^A-Z]*$/, 'is lower case')));

/** A bite's own name within its archetype, kept when its title is reworded: its steps are found by it. */
export const BiteId = z.string().check(z.regex(/^[a-z0-9-]+$/));

export const ArchetypeBite = z.object({
  id: BiteId,
  title: Text,
  plain: z.optional(Text),
  minutes: BiteMinutes,
  repeat: z.optional(ArchetypeRepeat),
  /** Only for a goal that names one of these (lower case; a phrase is said whole): a credit card's bites are not a student loan's. */
  only: z.optional(Words),
  /** Never for a goal that names one of these (lower case): diabetes is not the salt of blood pressure. */
  unless: z.optional(Words),
});
const ArchetypeTask = z.object({ title: Text, bites: z.array(ArchetypeBite).check(z.minLength(1)) });
const ArchetypePhase = z.object({ title: Text, tasks: z.array(ArchetypeTask).check(z.minLength(1)) });

export const Archetype = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  tone: Tone,
  match: z.object({
    /** The goal verbs that fit (lower case); a goal whose verb is here scores more. */
    verbs: Words,
    /** Words and phrases of the goal that point here (lower case; a trailing s is allowed). */
    words: Words,
    /** A goal with one of these verbs is never this archetype ("organise a 5k" is not running). */
    notVerbs: z.optional(Words),
    /** A goal with one of these words is never this archetype ("sell" the house is not buying one; a room to paint is not art). */
    notWords: z.optional(Words),
    /** A goal that names none of these is never this archetype (a routine is a child's only when the goal names a child). */
    needs: z.optional(Words),
    /** Verbs that alone are enough ("meditate", "learn ..."), when no archetype's words fit better: never one as broad as "keep" or "write". */
    verbOnly: z.optional(Words),
  }),
  phases: z.array(ArchetypePhase).check(z.minLength(3)),
  /**
   * Asked before the plan when the goal names no amount ("Save money"): the question and 2 to 5
   * amounts to choose from; the answer fills {target} as if the goal had said it.
   */
  /**
   * Questions this kind never asks, since no answer would mean anything in its plan: where one
   * starts, for a sum or a pile rather than a skill (a debt, savings, paperwork); the time a week,
   * for money moved by standing orders rather than sessions of work; the date, for a job of a few
   * weekends whose bites are the same whenever it is done (a room repainted).
   */
  notAsked: z.optional(z.array(z.enum(['start', 'time', 'due']))),
  /** The fewest days this kind of goal usually takes (lessons and a test, a wedding's bookings): a nearer due date gets a notice. */
  fewestDays: z.optional(z.number().check(z.int(), z.positive())),
  amount: z.optional(z.object({ question: Text, choices: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(2), z.maxLength(5)) })),
  /**
   * Asked when the goal says no pace of its own ("Write a memoir", "Save for a laptop"): how much
   * each week or month the person can do. The answer fills {pace}, sets each session's share of a
   * figure of its unit ("Write 350 words" for 2,500 words a week), and dates a total the goal gives
   * without a date.
   */
  pace: z.optional(z.object({ question: Text, choices: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(2), z.maxLength(5)), per: z.enum(['week', 'month']) })),
});
export type Archetype = z.infer<typeof Archetype>;
type ArchetypePhase = z.infer<typeof ArchetypePhase>;
export type ArchetypeBite = z.infer<typeof ArchetypeBite>;
