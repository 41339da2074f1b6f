import Copy from 'lucide/dist/esm/icons/copy.mjs';
import { useState } from 'react';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/account.ts';
import { useLinkedDevices } from '../api/devices.ts';
import './account.css';

const URL_FIELD = 'calendar-url';
const MAKE_BUTTON = 'calendar-make';
const HEADING = 'calendar-heading';
const SAID = 'calendar-said';
const REPLACE_QUESTION = 'Make a new link? The old address stops working in any calendar that uses it.';

/** Once focus has moved (a frame on), what the press did scrolls into view under the buttons too. */
function showWhatWasSaid(): void {
  requestAnimationFrame(() => document.getElementById(SAID)?.scrollIntoView({ block: 'nearest' }));
}

/**
 * A secret calendar link (due dates and today's bites) for any calendar app, a card of its own
 * under the check-ins on the profile (folded into "Your data and account" it went unfound). The server keeps only
 * a hash of it, so it is shown once, when made; coming back, the card says a link is on. A new
 * link ends the old one, so the card asks once before making it. "Turn off the link" shows only
 * while one is live. Focus follows the work: to the new link (selected, to copy), and
 * back to "Make a calendar link" once it is turned off; the buttons stay focusable while busy, so
 * focus never falls to the page. What each press did is said in the card, under its buttons: a
 * toast at the foot of a phone lay over the next section.
 */
export function CalendarFeedPanel() {
  const [url, setUrl] = useState<string>();
  const [said, setSaid] = useState<{ ok: boolean; words: string }>();
  const [asking, setAsking] = useState(false);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The same query the linked devices panel reads, so the page asks once.
  const devices = useLinkedDevices(useSettings().data?.telegram_linked);
  const live = url !== undefined || devices.data?.calendar_feed === true;
  const busy = create.isPending || revoke.isPending;
  const failure = create.error ?? revoke.error;
  const say = (words: string, ok = true) => setSaid({ ok, words });

  function make() {
    if (busy) return;
    setAsking(false);
    revoke.reset();
    setSaid(undefined);
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setUrl(new URL(feed.url, window.location.origin).href);
        say(live ? 'New calendar link made. The old one no longer works.' : 'Calendar link made.');
        focusWhenShown(URL_FIELD);
        showWhatWasSaid();
      },
    });
  }

  function keepOld() {
    setAsking(false);
    focusWhenShown(MAKE_BUTTON);
  }

  function turnOff() {
    if (busy) return;
    setAsking(false);
    create.reset();
    setSaid(undefined);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(undefined);
        say('Calendar link turned off.');
        focusWhenShown(MAKE_BUTTON);
        showWhatWasSaid();
      },
    });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied.');
    } catch {
      say('Could not copy. Select the link and copy it yourself.', false);
    }
  }

  return (
    <section className="card calendar-card" aria-labelledby={HEADING}>
      <h2 id={HEADING}>Calendar feed</h2>
      <p className="muted">
        Subscribe in Google Calendar, Apple Calendar or Outlook to see each goal's due date and today's bite. Keep the
        link private: anyone with it can read those titles.
      </p>
      {live && !url && <p>A calendar link is on. Its address was shown once, when it was made.</p>}
      {url && (
        <div className="field">
          <label htmlFor={URL_FIELD}>Your calendar link</label>
          <input id={URL_FIELD} className="input" readOnly value={url} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {(url || !asking) && (
        <div className="btn-row">
          {url && (
            <button type="button" className="btn" onClick={() => void copy()}>
              <Icon node={Copy} size="1.1em" /> Copy link
            </button>
          )}
          {!asking && (
            <button id={MAKE_BUTTON} type="button" className="btn btn-secondary" onClick={live ? () => setAsking(true) : make} aria-disabled={busy}>
              {live ? 'Make a new link' : 'Make a calendar link'}
            </button>
          )}
          {live && !asking && (
            <button type="button" className="btn btn-quiet" onClick={turnOff} aria-disabled={busy}>
              Turn off the link
            </button>
          )}
        </div>
      )}
      {asking && (
        <div className="device-confirm" role="group" aria-label={REPLACE_QUESTION}>
          <p>{REPLACE_QUESTION}</p>
          <div className="btn-row">
            <button type="button" className="btn btn-danger" onClick={make} aria-disabled={busy} autoFocus>
              Yes, make a new link
            </button>
            <button type="button" className="btn btn-quiet" onClick={keepOld}>
              Keep the old link
            </button>
          </div>
        </div>
      )}
      {said && <div id={SAID}>{said.ok ? <FormSuccess>{said.words}</FormSuccess> : <FormError>{said.words}</FormError>}</div>}
      {failure && <FormError>{failure.message}</FormError>}
    </section>
  );
}
