import { type FormEvent } from 'react';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import type { GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { useDraftState } from '../../../lib/drafts/drafts.ts';
import { SelectField, TextAreaField } from '../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useCreateReflection } from '../api/create-reflection.ts';
import type { ReflectionFilters } from '../model/reflection-filters.ts';
import { GoalOptions } from './goal-options.tsx';

interface WriteReflectionFormProps {
  userId: string;
  goals: readonly GoalSummary[];
  shown: ReflectionFilters;
}

export function WriteReflectionForm({ userId, goals, shown }: WriteReflectionFormProps) {
  const createMutation = useCreateReflection(userId, shown);
  // A half-written reflection outlives a reload and an expired session.
  const [content, setContent] = useDraftState('reflection-content', z.string(), '');
  const [goalId, setGoalId] = useDraftState('reflection-goal', z.string(), '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    createMutation.mutate(
      { content: content.trim(), goal_id: goalId || null },
      { onSuccess: () => setContent('') },
    );
  }

  return (
    <form className="card form write-reflection" onSubmit={submit} aria-labelledby="write-reflection-heading">
      <h2 id="write-reflection-heading">Write a reflection</h2>
      <TextAreaField
        id="reflection-content"
        label="What went well, what got in the way, what comes next?"
        rows={4}
        required
        maxLength={LIMITS.reflection.max}
        value={content}
        onValueChange={(value) => {
          setContent(value);
          // 'Reflection saved' belongs to the last one, not to the next being written.
          if (createMutation.isSuccess) createMutation.reset();
        }}
      />
      <SelectField id="reflection-goal" label="About a goal (optional)" value={goalId} onValueChange={setGoalId}>
        <option value="">No particular goal</option>
        <GoalOptions goals={goals} />
      </SelectField>
      {createMutation.isError && <FormError>{createMutation.error.message}</FormError>}
      {createMutation.isSuccess && <FormSuccess>Reflection saved</FormSuccess>}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={createMutation.isPending || content.trim() === ''}>
          Save Reflection
        </button>
      </div>
    </form>
  );
}
