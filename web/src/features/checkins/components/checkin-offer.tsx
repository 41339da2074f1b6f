import { useState, type FormEvent } from 'react';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useSaveSettings, useSettings } from '../../../lib/settings.ts';
import { dailyCheckins } from '../model/daily-checkins.ts';
import { clockWords } from '../model/next-checkin.ts';
import './checkins.css';

const OFFER_TIME = 'offer-checkin-time';
const OFFER_ANSWER = 'offer-checkin-answer';

/**
 * After a new account's first goal: "Check in with you every day at 9:00?" Yes keeps the time,
 * another time picks one, Not now turns check-ins off (Today then offers them again).
 */
export function CheckinOffer({ onAnswered }: { onAnswered: () => void }) {
  const settings = useSettings().data;
  const save = useSaveSettings();
  const [choosing, setChoosing] = useState(false);
  const [time, setTime] = useState<string>();
  const [answer, setAnswer] = useState<string>();
  if (!settings) return null;

  function choose(change: { checkin_time?: string; paused: boolean }, words: string) {
    if (!settings || save.isPending) return;
    save.mutate(dailyCheckins(settings, change), {
      onSuccess: () => {
        setAnswer(words);
        onAnswered();
        // The buttons have gone: focus goes to the words that say what was chosen.
        focusWhenShown(OFFER_ANSWER);
      },
    });
  }

  function chooseTime(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = time ?? settings!.checkin_time;
    choose({ checkin_time: chosen, paused: false }, `Check-ins are on: every day at ${clockWords(chosen)}.`);
  }

  const usual = clockWords(settings.checkin_time);
  return (
    <section className="card checkin-offer" aria-labelledby="checkin-offer-heading">
      <h2 id="checkin-offer-heading">Check in with you every day at {usual}?</h2>
      {answer ? (
        <div id={OFFER_ANSWER} tabIndex={-1}>
          <FormSuccess>{answer}</FormSuccess>
        </div>
      ) : (
        <>
          <p className="muted">A short note about your next bite, in your goal's tone. Answer it here with one tap.</p>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => choose({ paused: false }, `Check-ins are on: every day at ${usual}.`)}>
              Yes
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={choosing}
              onClick={() => {
                setChoosing(true);
                focusWhenShown(OFFER_TIME);
              }}
            >
              Another time
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => choose({ paused: true }, 'No check-ins for now. Turn them on here whenever you like.')}>
              Not now
            </button>
          </div>
          {choosing && (
            <form className="checkin-offer-time" onSubmit={chooseTime}>
              <InputField id={OFFER_TIME} label="Check in every day at" type="time" required value={time ?? settings.checkin_time} onValueChange={setTime} />
              <button className="btn" type="submit">
                Check in at this time
              </button>
            </form>
          )}
          {save.isError && <FormError>{save.error.message}</FormError>}
        </>
      )}
    </section>
  );
}
