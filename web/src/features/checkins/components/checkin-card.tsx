import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { WAYS_FORWARD, type Checkin, type CheckinKind, type CheckinReplyResult, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { momentWords } from '../../../lib/words/near-days.ts';
import { useSettings } from '../../../lib/settings.ts';
import { browserTimeZone } from '../../../lib/infra/time-zone.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { undoBreakdownLater } from '../../../lib/goals/offer-undo-breakdown.ts';
import { undoDone } from '../../../lib/mark-done/undo-done.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useChooseWayForward, useReplyToCheckin } from '../api/answer-checkin.ts';
import { changeWords } from '../model/reply-change.ts';
import { ReplyField } from './reply-field.tsx';

const KIND_LABEL: Record<CheckinKind, string> = { daily: 'Daily check-in', weekly: 'Weekly review' };

/** One tap for the answers a check-in gets most; each is sent as the reply's words. */
const QUICK_ANSWERS = ['Done', 'Too big', 'Not today'] as const;

const answerId = (checkin: Checkin) => `checkin-answer-${checkin.id}`;

function QuickAnswers({ checkin, busy, onSend }: { checkin: Checkin; busy: boolean; onSend: (content: string) => void }) {
  return (
    <div className="btn-row checkin-quick" role="group" aria-label={`Answer: ${checkin.goal_name}`}>
      {QUICK_ANSWERS.map((words, index) => (
        <button
          key={words}
          type="button"
          className={index === 0 ? 'btn' : 'btn btn-secondary'}
          aria-disabled={busy || undefined}
          onClick={() => onSend(words)}
        >
          {words}
        </button>
      ))}
    </div>
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

function PastAnswer({ reply }: { reply: Reflection }) {
  return (
    <div className="checkin-answer">
      <p className="field-label">Your answer</p>
      <p>{reply.content}</p>
      <Link to="/reflections">See it in Your Reflections</Link>
    </div>
  );
}

interface CoachAnswerProps {
  checkin: Checkin;
  result: CheckinReplyResult;
  /** The goal as it was before the answer, for undoing a breakdown. */
  before: Goal | undefined;
  userId: string;
  /** Answers the coach's question when the reply was not clear. */
  quick: { busy: boolean; onSend: (content: string) => void };
}

/** The coach's answer to a reply, what it changed, and Undo for a bite marked done or broken down. */
function CoachAnswer({ checkin, result, before, userId, quick }: CoachAnswerProps) {
  const queryClient = useQueryClient();
  const [undone, setUndone] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const { changed } = result;

  function undo() {
    if (!changed || undoing) return;
    setUndoing(true);
    const back = result.action === 'done'
      ? undoDone(queryClient, userId, { ...changed.step, status: 'in_progress' })
      : before && undoBreakdownLater(queryClient, userId, before, changed.step.id);
    void Promise.resolve(back).then((ok) => {
      setUndoing(false);
      setUndone(ok === true);
      if (ok) focusWhenShown(answerId(checkin));
    });
  }

  const undoable = changed && (result.action === 'done' || (result.action === 'smaller' && before));
  return (
    <div className="checkin-answer" id={answerId(checkin)} tabIndex={-1}>
      <p className="field-label">Your answer</p>
      <p>{result.reflection.content}</p>
      <p className="field-label">Your coach</p>
      <p className="checkin-coach">{result.message}</p>
      {result.action === 'ask' && <QuickAnswers checkin={checkin} {...quick} />}
      <p className="checkin-change">
        {undone ? 'Undone: your plan is as it was.' : changeWords(result)}
        {undoable && !undone && (
          <>
            {' '}
            <button type="button" className="btn btn-small btn-secondary" aria-disabled={undoing || undefined} onClick={undo}>
              Undo
            </button>
          </>
        )}
      </p>
      <Link to="/reflections">See it in Your Reflections</Link>
    </div>
  );
}

/**
 * A check-in with its ways to answer: Done, Too big and Not today at one tap, or words of one's
 * own. After an answer the coach's reply and what changed stay in its place.
 */
export function CheckinCard({ checkin, userId }: { checkin: Checkin; userId: string }) {
  const queryClient = useQueryClient();
  const reply = useReplyToCheckin(userId);
  const [before, setBefore] = useState<Goal>();
  const settings = useSettings();
  const zone = settings.data?.configured ? settings.data.timezone : browserTimeZone();

  function send(content: string) {
    if (reply.isPending) return;
    setBefore(queryClient.getQueryData<Dashboard>(queryKeys.dashboard(userId))?.goals.find((goal) => goal.id === checkin.goal_id));
    reply.mutate(
      { id: checkin.id, content },
      {
        onSuccess: (result) => {
          announce(`${result.message} ${changeWords(result)}`);
          // The buttons have gone with the answer; the coach's words are where to read on.
          focusWhenShown(answerId(checkin));
        },
      },
    );
  }

  let answer;
  if (reply.data) {
    const quick = { busy: reply.isPending, onSend: send };
    answer = <CoachAnswer checkin={checkin} result={reply.data} before={before} userId={userId} quick={quick} />;
  }
  else if (checkin.reply) answer = <PastAnswer reply={checkin.reply} />;
  else {
    answer = (
      <>
        <QuickAnswers checkin={checkin} busy={reply.isPending} onSend={send} />
        <ReplyField checkin={checkin} busy={reply.isPending} onSend={send} label="shown" />
        {reply.isError && <FormError>{reply.error.message}</FormError>}
      </>
    );
  }

  return (
    <article className="checkin" aria-label={`${KIND_LABEL[checkin.kind]}: ${checkin.goal_name}`}>
      <p className="checkin-meta">
        <span className="checkin-kind">{KIND_LABEL[checkin.kind]}</span> · {checkin.goal_name} ·{' '}
        <time dateTime={checkin.created_at}>{momentWords(checkin.created_at, zone, dayIn(new Date(), zone))}</time>
      </p>
      <p className="checkin-message">{checkin.message}</p>
      {checkin.kind === 'weekly' && (
        <p className="checkin-review">
          <Link to={`/progress/review?goal=${encodeURIComponent(checkin.goal_id)}`}>Review your week</Link>
        </p>
      )}
      {checkin.stalled && <WaysForward key={checkin.id} checkin={checkin} userId={userId} />}
      {answer}
    </article>
  );
}
