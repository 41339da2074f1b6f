import { LIMITS } from './limits.ts';
import * as z from 'zod/mini';
import './zod.ts';

/** "goal", "due", "obstacle": which question an answer answers. */
export const QuestionId = z.string().check(z.minLength(1), z.maxLength(LIMITS.questionId.max), z.regex(/^[a-z][a-z0-9_]*$/, 'is a lower-case word'));

/** A question about what the goal's words leave out, with short choices; a free answer is always allowed. */
export const GoalQuestion = z.object({
  id: QuestionId,
  text: z.string().check(z.minLength(1), z.maxLength(LIMITS.questionText.max)),
  choices: z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.choice.max)))
    .check(z.minLength(LIMITS.questionChoices.min), z.maxLength(LIMITS.questionChoices.max)),
});
export type GoalQuestion = z.infer<typeof GoalQuestion>;

/** Zero to three questions; none when the goal already says it all. */
export const GoalQuestions = z.object({ questions: z.array(GoalQuestion).check(z.maxLength(LIMITS.goalQuestions.max)) });
export type GoalQuestions = z.infer<typeof GoalQuestions>;

/** The person's answer to one question: a choice or their own words. */
export const GoalAnswer = z.object({
  id: QuestionId,
  answer: z.string().check(z.trim(), z.minLength(LIMITS.answer.min, 'is required'), z.maxLength(LIMITS.answer.max)),
});
export type GoalAnswer = z.infer<typeof GoalAnswer>;

export const GoalAnswers = z.array(GoalAnswer).check(z.maxLength(LIMITS.goalQuestions.max));
