import { useState, type FormEvent } from 'react';
import type { GoalAnswer, GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { InputField } from '../ui/field.tsx';
import { FormError } from '../ui/form-message.tsx';
import { QUESTIONS_HEADING } from './questions-heading.ts';


/** One question's answer so far: a chip picked, or the person's own words (typing lets go of the chip). */
interface Answer {
  picked?: string;
  own: string;
}

/** The answers given, in the questions' order; a question with neither chip nor words is skipped. */
function answersOf(questions: readonly GoalQuestion[], answers: Readonly<Record<string, Answer>>): GoalAnswer[] {
  return questions.flatMap(({ id }) => {
    const answer = answers[id];
    const said = answer?.own.trim() || answer?.picked;
    return said ? [{ id, answer: said }] : [];
  });
}

interface QuestionProps {
  question: GoalQuestion;
  answer: Answer;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
}

/**
 * Choices as chips, one at a time (a second tap on the picked one takes it back), and a box for
 * one's own words; a question with no choices ("What are the first two or three things this will
 * take?") is the box alone.
 */
function Question({ question, answer, disabled, onAnswer }: QuestionProps) {
  const chips = question.choices.length > 0;
  return (
    <fieldset className="plain-fieldset goal-question" disabled={disabled}>
      <legend>{question.text}</legend>
      {chips && (
        <div className="segmented">
          {question.choices.map((choice) => {
            const picked = answer.picked === choice;
            return (
              <button
                key={choice}
                type="button"
                className="segment"
                aria-pressed={picked}
                onClick={() => onAnswer(picked ? { own: '' } : { picked: choice, own: '' })}
              >
                {choice}
              </button>
            );
          })}
        </div>
      )}
      <InputField
        id={`answer-${question.id}`}
        label={chips ? 'Or in your own words' : 'In your own words'}
        {...(chips ? {} : { hint: 'A few words for each, separated by commas' })}
        maxLength={LIMITS.questions.said}
        value={answer.own}
        onValueChange={(own) => onAnswer({ own })}
      />
    </fieldset>
  );
}

interface GoalQuestionsStepProps {
  questions: readonly GoalQuestion[];
  /** The plan is being made from the answers (or without them). */
  planning: boolean;
  error: string | null;
  onPlan: (answers: GoalAnswer[]) => void;
  onSkip: () => void;
}

/** Up to three questions before the plan; any may be left blank, and Skip makes the plan straight away. */
export function GoalQuestionsStep({ questions, planning, error, onPlan, onSkip }: GoalQuestionsStepProps) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onPlan(answersOf(questions, answers));
  }

  return (
    <section className="card goal-questions" aria-labelledby={QUESTIONS_HEADING}>
      <h2 id={QUESTIONS_HEADING} tabIndex={-1}>
        A few questions first
      </h2>
      <p className="field-hint">Your answers shape the plan. Answer any you like; a question left blank is skipped.</p>
      <form className="form" onSubmit={submit}>
        {questions.map((question) => (
          <Question
            key={question.id}
            question={question}
            answer={answers[question.id] ?? { own: '' }}
            disabled={planning}
            onAnswer={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
          />
        ))}
        {/* In the sticky bar, so Skip is a thumb away however long the questions run on a phone. */}
        <div className="save-bar">
          {error && (
            <div className="save-bar-messages">
              <FormError>{error}</FormError>
            </div>
          )}
          <button className="btn btn-quiet" type="button" onClick={onSkip} disabled={planning}>
            Skip
          </button>
          <button className="btn" type="submit" disabled={planning}>
            {planning ? 'Making your plan...' : 'Make my plan'}
          </button>
        </div>
      </form>
    </section>
  );
}
