import { useState } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { TodayBite } from '@cakewalk/shared/rules/today.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useChooseWayForward, useReplyToCheckin } from '../api/answer-checkin.ts';
import { useTodayCheckins, type PersonDay } from '../api/today-checkins.ts';
import { answered } from '../model/session-answers.ts';
import { asksAbout } from '../model/today-checkins.ts';
import { changeWords } from '../model/reply-change.ts';
import { COACH_LINE_ID } from './coach-line.tsx';
import { ReplyField, replyBoxId } from './reply-field.tsx';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

function useAnswer(userId: string, checkin: Checkin) {
  const queryClient = useQueryClient();
  const reply = useReplyToCheckin(userId);
  function send(content: string) {
    if (reply.isPending || content === '') return;
    const before = queryClient.getQueryData<Dashboard>(queryKeys.dashboard(userId))?.goals.find((goal) => goal.id === checkin.goal_id);
    // Awaited outside the row, which goes once the check-in is answered; a failure shows in the row.
    reply.mutateAsync({ id: checkin.id, content }).then((result) => {
      answered({ kind: 'reply', id: checkin.id, content, before, result });
      announce(`${result.message} ${changeWords(result)}`);
      // The row's buttons go with the answer; the coach's words are where to read on.
      focusWhenShown(COACH_LINE_ID);
    }, () => undefined);
  }
  return { send, reply };
}

/** A stalled goal: how long it has waited, the coach's one move, and the other ways in a menu. */
function StalledMoves({ checkin, userId, onSmaller }: { checkin: Checkin; userId: string; onSmaller: () => void }) {
  const choose = useChooseWayForward(userId);
  const days = checkin.stalled_days;
  function take(way: 'later' | 'pause') {
    if (choose.isPending) return;
    choose.mutateAsync({ id: checkin.id, way }).then((result) => {
      answered({ kind: 'way', id: checkin.id, way, result });
      announce(result.message);
      focusWhenShown(COACH_LINE_ID);
    }, () => undefined);
  }
  return (
    <>
      <p className="today-stalled">{days === null ? 'No bite for a few days' : `No bite for ${count(days, 'day', 'days')}`}</p>
      <button type="button" className="btn btn-small btn-secondary" onClick={onSmaller}>
        Smaller step
      </button>
      <details className="other-ways">
        <summary className="btn btn-small btn-quiet">Other ways</summary>
        <div className="other-ways-menu">
          <button type="button" className="btn btn-small btn-quiet" aria-disabled={choose.isPending || undefined} onClick={() => take('later')}>
            Due a week later
          </button>
          <button type="button" className="btn btn-small btn-quiet" aria-disabled={choose.isPending || undefined} onClick={() => take('pause')}>
            Pause a week
          </button>
        </div>
      </details>
      {choose.isError && <FormError>{choose.error.message}</FormError>}
    </>
  );
}

/**
 * An open check-in's answers, on the row of the bite it asks about: Too big (or, for a stalled
 * goal, the one smaller step and the other ways) and Reply, which opens the box. Done and Not today
 * are the row's own buttons.
 */
export function CheckinOnRow({ userId, bite, day }: { userId: string; bite: TodayBite; day: PersonDay }) {
  const { live } = useTodayCheckins(userId, day);
  const checkin = live.find((open) => asksAbout(open, bite));
  if (!checkin) return null;
  return <Answers key={checkin.id} checkin={checkin} userId={userId} />;
}

function Answers({ checkin, userId }: { checkin: Checkin; userId: string }) {
  const { send, reply } = useAnswer(userId, checkin);
  const [writing, setWriting] = useState(false);
  return (
    <>
      {checkin.stalled ? (
        <StalledMoves checkin={checkin} userId={userId} onSmaller={() => send('Too big')} />
      ) : (
        <button type="button" className="btn btn-small btn-quiet" aria-disabled={reply.isPending || undefined} onClick={() => send('Too big')}>
          Too big
        </button>
      )}
      <button
        type="button"
        className="btn btn-small btn-quiet"
        aria-expanded={writing}
        aria-controls={writing ? replyBoxId(checkin) : undefined}
        onClick={() => {
          setWriting(!writing);
          if (!writing) focusWhenShown(`reply-${checkin.id}`);
        }}
      >
        Reply
      </button>
      {writing && <ReplyField checkin={checkin} busy={reply.isPending} onSend={send} label="hidden" />}
      {reply.isError && <FormError>{reply.error.message}</FormError>}
    </>
  );
}
