// The shape of the offline planner's knowledge. One file per domain under domains/ holds an
// object of this shape and nothing else, so adding or improving a domain never touches code.
//
// Templates are verb-first titles with {slots}:
//   {goal}      the goal said back to the user as a verb phrase: "run a 5k", "fix up your bike"
//   {topic}     what the goal is about, with an article if it needs one: "the 5k", "Spanish"
//   {deadline}  the timeframe as written: "in 3 months", "by June"            (optional)
//   {target}    the goal's number as written: "$10,000", "24 books"          (optional)
//   {verb}      the goal's first verb: "run"                                  (optional)
// and, in milestone templates only, {amount} (this milestone) and {gain} (since the last one).
// A template whose optional slot is empty is skipped and the next one is used, so lists may
// hold an optional item before the items that always apply. {Slot} capitalises the value.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { QuantityKind } from './words.ts';

export interface TaskTemplate {
  title: string;
  /** Only when the goal's text matches this compromise pattern ("debt" tasks for a debt goal). */
  when?: string;
  /** In the order they are done; the first ones are kept at low detail, so they must stand alone. */
  microtasks: readonly string[];
}

export interface PhaseTemplate {
  title: string;
  /** This phase's share of the timeframe, relative to the others. */
  weight: number;
  /** 1: always in the plan; 2: from detail 3; 3: only when the plan is at its largest. */
  priority: 1 | 2 | 3;
  /** Milestones in the user's own numbers become this phase's first tasks. */
  milestones?: true;
  tasks: readonly TaskTemplate[];
}

export interface MilestoneTemplate {
  kinds: readonly QuantityKind[];
  /** Only for these counted things (lower case), e.g. push-ups but not workouts. */
  units?: readonly string[];
  /** Only when the goal's first verb is one of these, e.g. "pay" for debt. */
  verbs?: readonly string[];
  task: string;
  /** The last milestone, which is the target itself. */
  final: string;
  microtasks: readonly string[];
}

export interface Domain {
  id: string;
  /** compromise patterns that point to this domain, with their strength: 1 hints, 2 suggests, 3 settles it. */
  cues: Readonly<Record<string, 1 | 2 | 3>>;
  /** The coaching voice that suits this kind of goal unless the user's words say otherwise. */
  tone: Tone;
  /**
   * compromise patterns for what the goal is about, shown as the user wrote them; an entry with
   * capitals is shown as written here, and "pattern => words" shows the words instead.
   */
  topics: readonly string[];
  /** The article a found topic gets when the user gave none ("the 5k"); '' for names ("Spanish"). */
  topicArticle: 'the' | '';
  /** {topic} when no topic word is found. */
  fallbackTopic: string;
  milestones: readonly MilestoneTemplate[];
  /** In the order they happen. */
  phases: readonly PhaseTemplate[];
}
