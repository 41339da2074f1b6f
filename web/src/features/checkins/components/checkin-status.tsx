import { Link } from 'react-router';
import { announce } from '../../../lib/a11y/announce.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useSaveSettings, useSettings } from '../../../lib/settings.ts';
import { checkinsOn, dailyCheckins } from '../model/daily-checkins.ts';
import { nextCheckinWords } from '../model/next-checkin.ts';
import './checkins.css';

const STATUS_ID = 'checkin-status';

// The button has gone with the change: focus moves to the line that says when the first one comes.
function turnedOn() {
  announce('Check-ins are on');
  focusWhenShown(STATUS_ID);
}

/** When the coach checks in next, or that check-ins are off with one tap to turn them on. */
export function CheckinStatus() {
  const settings = useSettings().data;
  const save = useSaveSettings();
  if (!settings) return null;
  if (checkinsOn(settings)) {
    return (
      <p className="checkin-status" id={STATUS_ID} tabIndex={-1}>
        Next check-in: {nextCheckinWords(settings, new Date())} · <Link to="/profile">Change</Link>
      </p>
    );
  }
  return (
    <div className="checkin-status checkin-status-off">
      <p>Check-ins are off.</p>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        aria-disabled={save.isPending || undefined}
        onClick={() => !save.isPending && save.mutate(dailyCheckins(settings, { paused: false }), { onSuccess: turnedOn })}
      >
        Turn on daily check-ins
      </button>
      {save.isError && <FormError>{save.error.message}</FormError>}
    </div>
  );
}
