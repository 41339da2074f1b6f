import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { WAYS_FORWARD, type Checkin, type CheckinKind, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { Field } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useChooseWayForward, useLatestCheckin, useReplyToCheckin } from '../api/checkins.ts';
import { useSettings } from '../api/settings.ts';
import './checkins.css';

const KIND_LABEL: Record<CheckinKind, string> = { daily: 'Daily check-in', weekly: 'Weekly review' };

function ReplyForm({ checkin, userId }: { checkin: Checkin; userId: string }) {
  const reply = useReplyToCheckin(userId);
  const [content, setContent] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reply.mutate({ id: checkin.id, content: content.trim() });
  }

  return (
    <form className="form checkin-reply" onSubmit={submit}>
      <Field id="checkin-answer" label="Your answer" hint="Your answer is saved to Your Reflections.">
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            required
            maxLength={LIMITS.reflection.max}
            placeholder="How did it go?"
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        )}
      </Field>
      {reply.isError && <FormError>{reply.error.message}</FormError>}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={reply.isPending || content.trim() === ''}>
          Send Answer
        </button>
      </div>
    </form>
  );
}

const WAY_LABEL: Record<WayForward, string> = { smaller: 'Smaller step', later: 'Due a week later', pause: 'Pause a week' };

/** A stalled goal's check-in offers three ways forward; the coach's answer replaces the buttons. */
function WaysForward({ checkin, userId }: { checkin: Checkin; userId: string }) {
  const choose = useChooseWayForward(userId);
  if (choose.isSuccess) return <p className="checkin-way-done" role="status">{choose.data.message}</p>;
  return (
    <div className="checkin-ways">
      <p className="field-label" id={`ways-${checkin.id}`}>Ways forward</p>
      <div className="btn-row" role="group" aria-labelledby={`ways-${checkin.id}`}>
        {WAYS_FORWARD.map((way) => (
          <button key={way} className="btn btn-secondary" type="button" disabled={choose.isPending} onClick={() => choose.mutate({ id: checkin.id, way })}>
            {WAY_LABEL[way]}
          </button>
        ))}
      </div>
      {choose.isError && <FormError>{choose.error.message}</FormError>}
    </div>
  );
}

function LatestCheckin({ checkin, userId }: { checkin: Checkin; userId: string }) {
  return (
    <article className="checkin">
      <p className="checkin-meta">
        <span className="checkin-kind">{KIND_LABEL[checkin.kind]}</span> · {checkin.goal_name} ·{' '}
        <time dateTime={checkin.created_at}>{new Date(checkin.created_at).toLocaleString()}</time>
      </p>
      <p className="checkin-message">{checkin.message}</p>
      {checkin.stalled && <WaysForward key={checkin.id} checkin={checkin} userId={userId} />}
      {checkin.reply ? (
        <div className="checkin-answer">
          <p className="field-label">Your answer</p>
          <p>{checkin.reply.content}</p>
          <Link to="/reflections">See it in Your Reflections</Link>
        </div>
      ) : (
        <ReplyForm key={checkin.id} checkin={checkin} userId={userId} />
      )}
    </article>
  );
}

/** The accountability partner's latest word on the dashboard, with a box to answer it. */
export function CheckinPanel() {
  const { data: user } = useCurrentUser();
  const latest = useLatestCheckin(user?.id);
  const paused = useSettings().data?.paused === true;

  let body;
  if (latest.isError) body = <p className="muted">{latest.error.message}</p>;
  else if (!user || latest.data === undefined) body = <p className="muted" role="status">Loading your check-in...</p>;
  else if (latest.data === null) {
    body = (
      <p className="muted">
        No check-ins yet. Choose when your partner checks in on your <Link to="/profile">profile</Link>.
      </p>
    );
  } else body = <LatestCheckin checkin={latest.data} userId={user.id} />;

  return (
    <section className="card checkin-panel" aria-labelledby="checkin-heading">
      <h2 id="checkin-heading">Check-in</h2>
      {paused && (
        <p className="checkin-paused">
          <strong>Paused</strong>: no check-ins until you resume them on your <Link to="/profile">profile</Link>.
        </p>
      )}
      {body}
    </section>
  );
}
