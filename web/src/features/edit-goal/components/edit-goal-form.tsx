import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { useUpdateGoal } from '../api/update-goal.ts';

export function EditGoalForm({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  const updateMutation = useUpdateGoal();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description);
  const [dueDate, setDueDate] = useState(goal.due_date ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { title: title.trim(), description: description.trim(), due_date: dueDate || null };
    updateMutation.mutate({ id: goal.id, body }, { onSuccess: () => navigate('/dashboard') });
  }

  return (
    <form className="card form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="edit-title">Title</label>
        <input
          id="edit-title"
          className="input"
          required
          maxLength={LIMITS.title.max}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-description">Description</label>
        <textarea
          id="edit-description"
          className="input"
          rows={6}
          maxLength={LIMITS.description.max}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-due-date">Due date</label>
        <input
          id="edit-due-date"
          className="input date-input"
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
      </div>
      {updateMutation.isError && (
        <p className="form-error" role="alert">
          {updateMutation.error.message}
        </p>
      )}
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
