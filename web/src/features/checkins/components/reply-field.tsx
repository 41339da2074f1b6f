import { useState, type FormEvent } from 'react';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { Field } from '../../../lib/ui/field.tsx';

/** The reply form on Today's row, which its Reply button opens and controls. */
export const replyBoxId = (checkin: Checkin) => `reply-box-${checkin.id}`;

interface ReplyFieldProps {
  checkin: Checkin;
  busy: boolean;
  onSend: (content: string) => void;
  /**
   * 'shown' on the check-in's card: a labelled field with its hint and Send Answer. 'hidden' on
   * Today's row, where the Reply button that opened it already says what it is: the label is for
   * screen readers, and the form is small.
   */
  label: 'shown' | 'hidden';
}

/** A free answer to a check-in, on its card and on Today's row alike. */
export function ReplyField({ checkin, busy, onSend, label }: ReplyFieldProps) {
  const [content, setContent] = useState('');
  const empty = content.trim() === '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSend(content.trim());
  }

  const answerBox = (control: { id: string; 'aria-describedby'?: string | undefined }) => (
    <textarea
      {...control}
      className="input"
      rows={2}
      required
      maxLength={LIMITS.reflection.max}
      placeholder="How did it go?"
      value={content}
      onChange={(event) => setContent(event.target.value)}
    />
  );

  if (label === 'hidden') {
    return (
      <form className="today-reply" id={replyBoxId(checkin)} onSubmit={submit}>
        <label className="sr-only" htmlFor={`reply-${checkin.id}`}>
          Your answer to your coach about {checkin.goal_name}
        </label>
        {answerBox({ id: `reply-${checkin.id}` })}
        <button className="btn btn-small" type="submit" aria-disabled={busy || empty || undefined}>
          Send
        </button>
      </form>
    );
  }
  return (
    <form className="form checkin-reply" onSubmit={submit}>
      <Field id={`checkin-reply-${checkin.id}`} label="Your answer" hint="Or say it in your own words. It is saved to Your Reflections.">
        {answerBox}
      </Field>
      <div className="btn-row">
        <button className="btn btn-secondary" type="submit" disabled={busy || empty}>
          Send Answer
        </button>
      </div>
    </form>
  );
}
