import type { FormEvent } from 'react';
import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { DetailLevelField } from '../../../lib/ui/detail-level-field.tsx';
import { TextAreaField } from '../../../lib/ui/field.tsx';
import { GoalExamples } from './goal-examples.tsx';

interface GoalPromptFormProps {
  text: string;
  onTextChange: (text: string) => void;
  detail: number;
  onDetailChange: (detail: number) => void;
  generating: boolean;
  onGenerate: () => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The counter under the box: the text is never cut without a word, it is refused with the reason. */
function LengthHint({ length, letterless }: { length: number; letterless: boolean }) {
  const over = length - LIMITS.goalText.max;
  if (letterless) return <span className="form-error">{GOAL_NEEDS_WORDS}</span>;
  if (over > 0) {
    return (
      <span className="form-error">
        {count(length)} / {count(LIMITS.goalText.max)} characters: {count(over)} over the limit. Shorten it to
        generate a plan.
      </span>
    );
  }
  return (
    <>
      {count(length)} / {count(LIMITS.goalText.max)} characters
    </>
  );
}

export function GoalPromptForm(props: GoalPromptFormProps) {
  const { text, onTextChange, detail, onDetailChange, generating, onGenerate } = props;
  const tooLong = text.length > LIMITS.goalText.max;
  // Emoji or punctuation alone cannot be planned; say so before the server has to.
  const letterless = text.trim() !== '' && !hasWords(text);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <form className="card form goal-prompt" onSubmit={submit}>
      <TextAreaField
        id="goal-text"
        label="Your goal"
        rows={5}
        placeholder="Describe your goal in natural language..."
        hint={<LengthHint length={text.length} letterless={letterless} />}
        aria-invalid={tooLong || letterless || undefined}
        value={text}
        onValueChange={onTextChange}
      />
      <GoalExamples onPick={onTextChange} />
      <div className="btn-row prompt-actions">
        <DetailLevelField id="goal-detail" value={detail} onChange={onDetailChange} disabled={generating} />
        <button className="btn" type="submit" disabled={generating || text.trim() === '' || tooLong || letterless}>
          {generating ? 'Generating...' : 'Generate Breakdown'}
        </button>
      </div>
    </form>
  );
}
