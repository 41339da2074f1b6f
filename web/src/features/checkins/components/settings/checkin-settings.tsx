import { useState } from 'react';
import { useSettings } from '../../../../lib/settings.ts';
import { CheckinSettingsForm } from './checkin-settings-form.tsx';
import { TelegramConnect } from './telegram-connect.tsx';
import '../checkins.css';

/** The profile's check-in section: when the partner checks in, and the Telegram link. */
export function CheckinSettings() {
  const [linkExpiresAt, setLinkExpiresAt] = useState<number>();
  const settings = useSettings(linkExpiresAt);
  const linked = settings.data?.telegram_linked ?? false;

  let body;
  if (settings.isError) body = <p className="form-error">{settings.error.message}</p>;
  else if (!settings.data) body = <p className="muted">Loading your check-in settings...</p>;
  else {
    body = (
      <>
        <CheckinSettingsForm settings={settings.data} />
        <TelegramConnect
          linked={linked}
          available={settings.data.telegram_available !== false}
          onLinkMade={setLinkExpiresAt}
        />
      </>
    );
  }

  return (
    <section className="card checkin-settings-card" aria-labelledby="checkin-settings-heading">
      <h2 id="checkin-settings-heading">Check-ins</h2>
      {body}
    </section>
  );
}
