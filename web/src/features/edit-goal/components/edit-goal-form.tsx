import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { draftOf, ifThenFieldId, ifThenOf, type IfThenHalf } from '../../../lib/if-then/if-then.ts';
import { IfThenFields } from '../../../lib/if-then/if-then-fields.tsx';
import { InputField, TextAreaField } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { TonePicker } from '../../../lib/ui/tone-picker.tsx';
import { useUpdateGoal } from '../../../lib/goals/update-goal.ts';

const DUE_DATE_FIELD = 'edit-due-date';

const IF_THEN_FIELDS = 'edit-if-then';

export function EditGoalForm({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  const updateMutation = useUpdateGoal();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description);
  const [dueDate, setDueDate] = useState(goal.due_date ?? '');
  const [tone, setTone] = useState<Tone>(goal.tone);
  const [ifThen, setIfThen] = useState(draftOf(goal.if_then));
  const [ifThenError, setIfThenError] = useState<{ text: string; half: IfThenHalf } | null>(null);
  // A refused date is said on its field; any other refusal under the form.
  const failure = updateMutation.error?.message;
  const dueError = failure === PAST_DUE_DATE ? failure : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plan = ifThenOf(ifThen);
    if ('error' in plan) {
      setIfThenError({ text: plan.error, half: plan.half });
      focusWhenShown(ifThenFieldId(IF_THEN_FIELDS, plan.half));
      return;
    }
    setIfThenError(null);
    const body = { title: title.trim(), description: description.trim(), due_date: dueDate || null, tone, if_then: plan.ifThen };
    updateMutation.mutate(
      { id: goal.id, body },
      {
        onSuccess: (saved) =>
          navigate(`/dashboard?goal=${encodeURIComponent(saved.id)}`, { state: { planSaved: true } }),
        onError: (error) => {
          if (error.message === PAST_DUE_DATE) focusWhenShown(DUE_DATE_FIELD);
        },
      },
    );
  }

  return (
    <form className="card form" onSubmit={submit}>
      <InputField
        id="edit-title"
        label="Title"
        required
        maxLength={LIMITS.title.max}
        value={title}
        onValueChange={setTitle}
      />
      <TextAreaField
        id="edit-description"
        label="Description"
        rows={6}
        maxLength={LIMITS.description.max}
        value={description}
        onValueChange={setDescription}
      />
      <InputField
        id={DUE_DATE_FIELD}
        label="Due date"
        className="date-input"
        type="date"
        value={dueDate}
        onValueChange={setDueDate}
        error={dueError}
      />
      <TonePicker id="edit-tone" value={tone} onChange={setTone} />
      <IfThenFields idPrefix={IF_THEN_FIELDS} value={ifThen} onChange={setIfThen} error={ifThenError} />
      {failure && !dueError && <FormError>{failure}</FormError>}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={updateMutation.isPending}>
          Save Changes
        </button>
        <Link className="btn btn-quiet" to="/dashboard">
          Cancel
        </Link>
      </div>
    </form>
  );
}
