import { useId, useState, type FormEvent } from 'react';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useDeleteReflection, useUpdateReflection } from '../api/change-reflection.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

const editButtonId = (reflection: Reflection) => `edit-reflection-${reflection.id}`;

function EditReflectionForm({ reflection, onDone }: { reflection: Reflection; onDone: () => void }) {
  const update = useUpdateReflection();
  const [content, setContent] = useState(reflection.content);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { id: reflection.id, content: content.trim() },
      {
        onSuccess: () => {
          showToast('success', 'Reflection updated');
          onDone();
        },
      },
    );
  }

  return (
    <form className="form reflection-edit" onSubmit={submit}>
      <TextAreaField
        id={`reflection-edit-${reflection.id}`}
        label="Edit reflection"
        rows={4}
        required
        autoFocus
        maxLength={LIMITS.reflection.max}
        value={content}
        onValueChange={setContent}
      />
      {update.isError && <FormError>{update.error.message}</FormError>}
      <div className="btn-row">
        <button className="btn btn-small" type="submit" disabled={update.isPending || content.trim() === ''}>
          Save
        </button>
        <button className="btn btn-small btn-quiet" type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ReflectionCard({ reflection }: { reflection: Reflection }) {
  const remove = useDeleteReflection();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const timeId = useId();

  function stopEditing() {
    setEditing(false);
    focusWhenShown(editButtonId(reflection));
  }

  function confirmDelete() {
    setAsking(false);
    remove.mutate(reflection.id, {
      onSuccess: () => {
        showToast('success', 'Reflection deleted');
        announce('Reflection deleted');
        focusWhenShown('reflections-heading');
      },
    });
  }

  return (
    <article className="card reflection-card" aria-labelledby={timeId}>
      <p className="reflection-meta">
        <time id={timeId} dateTime={reflection.created_at}>
          {formatTime(reflection.created_at)}
        </time>
      </p>
      <p className="reflection-goal">Goal: {reflection.goal_name ?? 'N/A'}</p>
      {editing ? (
        <EditReflectionForm reflection={reflection} onDone={stopEditing} />
      ) : (
        <>
          <p className="reflection-content">{reflection.content || 'No content'}</p>
          <div className="btn-row reflection-actions">
            <button
              id={editButtonId(reflection)}
              type="button"
              className="btn btn-small btn-secondary"
              aria-describedby={timeId}
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-describedby={timeId}
              disabled={remove.isPending}
              onClick={() => setAsking(true)}
            >
              Delete
            </button>
          </div>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title="Delete this reflection?"
          confirmLabel="Delete reflection"
          onCancel={() => setAsking(false)}
          onConfirm={confirmDelete}
        >
          <p>
            The reflection from {formatTime(reflection.created_at)} goes for good. It cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </article>
  );
}
