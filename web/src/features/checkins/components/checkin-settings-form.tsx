import { useState, type FormEvent } from 'react';
import { WEEKDAYS, type Settings } from '@cakewalk/shared/schemas/settings.ts';
import { useSaveSettings } from '../api/settings.ts';
import { browserTimeZone, timeZoneOptions } from '../model/time-zones.ts';

/** The form the server checks again; until settings are first saved it offers the browser's zone. */
export function CheckinSettingsForm({ settings }: { settings: Settings }) {
  const save = useSaveSettings();
  const [timezone, setTimezone] = useState(settings.configured ? settings.timezone : browserTimeZone());
  const [checkinTime, setCheckinTime] = useState(settings.checkin_time);
  const [weeklyDay, setWeeklyDay] = useState(settings.weekly_day);
  const [weeklyTime, setWeeklyTime] = useState(settings.weekly_time);
  const [quietStart, setQuietStart] = useState(settings.quiet_start ?? '');
  const [quietEnd, setQuietEnd] = useState(settings.quiet_end ?? '');
  const [paused, setPaused] = useState(settings.paused);
  const quietIncomplete = (quietStart === '') !== (quietEnd === '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quietIncomplete) return;
    save.mutate({
      timezone,
      checkin_time: checkinTime,
      weekly_day: weeklyDay,
      weekly_time: weeklyTime,
      quiet_start: quietStart || null,
      quiet_end: quietEnd || null,
      paused,
    });
  }

  return (
    <form className="form checkin-settings" onSubmit={submit}>
      <div className="field">
        <label htmlFor="checkin-timezone">Time zone</label>
        <select id="checkin-timezone" className="input" value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          {timeZoneOptions(timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="checkin-time">Daily check-in at</label>
        <input id="checkin-time" className="input" type="time" required value={checkinTime} onChange={(e) => setCheckinTime(e.target.value)} />
      </div>
      <div className="checkin-settings-row">
        <div className="field">
          <label htmlFor="weekly-day">Weekly review on</label>
          <select id="weekly-day" className="input" value={weeklyDay} onChange={(e) => setWeeklyDay(Number(e.target.value))}>
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="weekly-time">at</label>
          <input id="weekly-time" className="input" type="time" required value={weeklyTime} onChange={(e) => setWeeklyTime(e.target.value)} />
        </div>
      </div>
      <fieldset className="checkin-settings-row">
        <legend className="field-label">Quiet hours (optional)</legend>
        <div className="field">
          <label htmlFor="quiet-start">From</label>
          <input id="quiet-start" className="input" type="time" value={quietStart} onChange={(e) => setQuietStart(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="quiet-end">To</label>
          <input id="quiet-end" className="input" type="time" value={quietEnd} onChange={(e) => setQuietEnd(e.target.value)} />
        </div>
      </fieldset>
      <label className="checkin-pause">
        <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} /> Pause check-ins
      </label>
      {quietIncomplete && (
        <p className="form-error" role="alert">
          Quiet hours need both a start and an end.
        </p>
      )}
      {save.isError && (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      )}
      {save.isSuccess && (
        <p className="form-success" role="status">
          Settings saved
        </p>
      )}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={save.isPending || quietIncomplete}>
          Save Settings
        </button>
      </div>
    </form>
  );
}
