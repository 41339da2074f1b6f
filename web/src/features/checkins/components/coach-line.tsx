import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import { announce } from '../../../lib/a11y/announce.ts';
import { momentWords } from '../../../lib/words/near-days.ts';
import { undoBreakdownLater } from '../../../lib/goals/offer-undo-breakdown.ts';
import { undoDone } from '../../../lib/mark-done/undo-done.ts';
import { useTodayCheckins, type PersonDay } from '../api/today-checkins.ts';
import type { SessionAnswer } from '../model/session-answers.ts';
import { COACH_LINE_MAX, shortened } from '../model/today-checkins.ts';
import { changeWords } from '../model/reply-change.ts';
import './checkins.css';

export const COACH_LINE_ID = 'coach-line';

const WAY_WORDS = { smaller: 'Smaller step', later: 'Due a week later', pause: 'Pause a week' } as const;

/** The newest open check-in, in at most 200 characters, with its full text behind "More". */
function CoachSays({ checkin, zone, today }: { checkin: Checkin; zone: string; today: string }) {
  const [open, setOpen] = useState(false);
  const long = checkin.message.length > COACH_LINE_MAX;
  return (
    <p className="coach-says">
      <span className="coach-meta">
        Your coach on {checkin.goal_name} · <time dateTime={checkin.created_at}>{momentWords(checkin.created_at, zone, today)}</time>
      </span>{' '}
      <span id={`coach-text-${checkin.id}`}>{open || !long ? checkin.message : shortened(checkin.message)}</span>
      {long && (
        <>
          {' '}
          <button type="button" className="btn-text" aria-expanded={open} aria-controls={`coach-text-${checkin.id}`} onClick={() => setOpen(!open)}>
            {open ? 'Less' : 'More'}
          </button>
        </>
      )}
    </p>
  );
}

/** An answer given here, folded to one line: what the person said, the coach's answer, and Undo where it changed the plan. */
function FoldedAnswer({ answer, userId }: { answer: SessionAnswer; userId: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'undoing' | 'undone'>('idle');
  const said = answer.kind === 'reply' ? answer.content : WAY_WORDS[answer.way];
  const changed = answer.kind === 'reply' ? answer.result.changed : undefined;
  const before = answer.kind === 'reply' ? answer.before : undefined;
  const action = answer.kind === 'reply' ? answer.result.action : undefined;
  const undoable = changed && (action === 'done' || (action === 'smaller' && before));

  function undo() {
    if (!changed || state !== 'idle') return;
    setState('undoing');
    const back = action === 'done'
      ? undoDone(queryClient, userId, { ...changed.step, status: 'in_progress' })
      : before && undoBreakdownLater(queryClient, userId, before, changed.step.id);
    void Promise.resolve(back).then((ok) => {
      setState(ok === true ? 'undone' : 'idle');
      if (ok) announce('Undone: your plan is as it was.');
    });
  }

  const coach = state === 'undone' ? 'Undone: your plan is as it was.' : answer.result.message;
  const what = answer.kind === 'reply' && state !== 'undone' ? ` ${changeWords(answer.result)}.` : '';
  return (
    <li className="coach-answer">
      <span className="coach-answer-text">
        You: “{said}” · {coach}
        {what}
      </span>
      {undoable && state !== 'undone' && (
        <button type="button" className="btn btn-small btn-quiet" aria-disabled={state === 'undoing' || undefined} onClick={undo}>
          Undo
        </button>
      )}
    </li>
  );
}

/**
 * The coach on Today, at most one line on top: the newest open check-in (its buttons sit on its
 * bite's row), and each answer given today folded to a line of its own.
 */
export function CoachLine({ userId, day }: { userId: string; day: PersonDay }) {
  const { live, answers, earlier, zone, today } = useTodayCheckins(userId, day);
  const newest = live[0];
  if (!newest && answers.length === 0 && earlier.length === 0) return null;
  return (
    <section className="coach" aria-label="Your coach" id={COACH_LINE_ID} tabIndex={-1}>
      {newest && <CoachSays checkin={newest} zone={zone} today={today} />}
      {(answers.length > 0 || earlier.length > 0) && (
        <ul className="coach-answers">
          {answers.map((answer, index) => (
            <FoldedAnswer key={`${answer.kind}-${answer.id}-${index}`} answer={answer} userId={userId} />
          ))}
          {earlier.map((checkin) => (
            <li key={checkin.id} className="coach-answer">
              <span className="coach-answer-text">
                You told your coach about {checkin.goal_name}: “{checkin.reply.content}”
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
