import type { FormEvent } from 'react';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { DetailLevelField } from '../../../lib/ui/detail-level-field.tsx';
import { TextAreaField } from '../../../lib/ui/field.tsx';

interface GoalPromptFormProps {
  text: string;
  onTextChange: (text: string) => void;
  detail: number;
  onDetailChange: (detail: number) => void;
  generating: boolean;
  onGenerate: () => void;
}

export function GoalPromptForm(props: GoalPromptFormProps) {
  const { text, onTextChange, detail, onDetailChange, generating, onGenerate } = props;

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
        maxLength={LIMITS.goalText.max}
        value={text}
        onValueChange={onTextChange}
      />
      <div className="btn-row prompt-actions">
        <DetailLevelField id="goal-detail" value={detail} onChange={onDetailChange} disabled={generating} />
        <button className="btn" type="submit" disabled={generating || text.trim() === ''}>
          {generating ? 'Generating...' : 'Generate Breakdown'}
        </button>
      </div>
    </form>
  );
}
