import { GoalText } from './breakdown.ts';
import { Detail } from './common.ts';
import { LIMITS } from './limits.ts';
import * as z from 'zod/mini';
import './zod.ts';

// Each schema is marked pure so a page that never asks questions (every page but goal setup)
// drops it from its bundle.

/** "goal", "due", "obstacle": which question an answer answers. */
const QuestionId = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(LIMITS.questions.id), z.regex(/^[a-z][a-z0-9_]*$/, 'is a lower-case word'));

/**
 * A question about what the goal's words leave out, with short choices; a free answer is always
 * allowed. A question only the person's own words can answer ("What are the first two or three
 * things this will take?") has no choices.
 */
export const GoalQuestion = /* @__PURE__ */ z.object({
  id: QuestionId,
  text: z.string().check(z.minLength(1), z.maxLength(LIMITS.questions.text)),
  choices: z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.questions.choice)))
    .check(
      z.maxLength(LIMITS.questions.choices[1]),
      z.refine((choices) => choices.length === 0 || choices.length >= LIMITS.questions.choices[0], `has none or at least ${LIMITS.questions.choices[0]}`),
    ),
});
export type GoalQuestion = z.infer<typeof GoalQuestion>;

/** Zero to three questions; none when the goal already says it all. */
export const GoalQuestions = /* @__PURE__ */ z.object({ questions: z.array(GoalQuestion).check(z.maxLength(LIMITS.questions.max)) });
export type GoalQuestions = z.infer<typeof GoalQuestions>;

/** The person's answer to one question: a choice or their own words. */
export const GoalAnswer = /* @__PURE__ */ z.object({
  id: QuestionId,
  answer: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(LIMITS.questions.said)),
});
export type GoalAnswer = z.infer<typeof GoalAnswer>;

const GoalAnswers = /* @__PURE__ */ z.array(GoalAnswer).check(z.maxLength(LIMITS.questions.max));

/** POST /ai/goal-breakdown: the goal, how finely to split it, and the answers to the questions asked first. */
export const GoalBreakdownBody = /* @__PURE__ */ z.object({ goal: GoalText, detail: Detail, answers: z.optional(GoalAnswers) });
export type GoalBreakdownBody = z.infer<typeof GoalBreakdownBody>;

/** POST /ai/goal-questions. */
export const GoalQuestionsBody = /* @__PURE__ */ z.object({ goal: GoalText });
export type GoalQuestionsBody = z.infer<typeof GoalQuestionsBody>;
