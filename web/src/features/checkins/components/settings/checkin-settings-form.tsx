import { useState, type FormEvent } from 'react';
import { WEEKDAYS, type Settings } from '@cakewalk/shared/schemas/settings.ts';
import { InputField, SelectField } from '../../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../../lib/ui/form-message.tsx';
import { useSaveSettings } from '../../../../lib/settings.ts';
import { browserTimeZone } from '../../../../lib/infra/time-zone.ts';
import { TimeZonePicker } from './time-zone-picker.tsx';

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
  // Said on Save, not while typing: one end is always missing for a moment while the user fills
  // in the other, and an alert then would interrupt them for nothing.
  const [quietError, setQuietError] = useState(false);
  const quietIncomplete = (quietStart === '') !== (quietEnd === '');

  function editQuiet(set: (value: string) => void) {
    return (value: string) => {
      set(value);
      setQuietError(false);
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quietIncomplete) {
      setQuietError(true);
      document.getElementById(quietStart === '' ? 'quiet-start' : 'quiet-end')?.focus();
      return;
    }
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
      <TimeZonePicker value={timezone} onChange={setTimezone} />
      <InputField id="checkin-time" label="Daily check-in at" type="time" required value={checkinTime} onValueChange={setCheckinTime} />
      <div className="checkin-settings-row">
        <SelectField id="weekly-day" label="Weekly review on" value={weeklyDay} onValueChange={(day) => setWeeklyDay(Number(day))}>
          {WEEKDAYS.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </SelectField>
        <InputField id="weekly-time" label="at" type="time" required value={weeklyTime} onValueChange={setWeeklyTime} />
      </div>
      <fieldset className="checkin-settings-row">
        <legend className="field-label">Quiet hours (optional)</legend>
        <InputField id="quiet-start" label="From" type="time" value={quietStart} onValueChange={editQuiet(setQuietStart)} />
        <InputField id="quiet-end" label="To" type="time" value={quietEnd} onValueChange={editQuiet(setQuietEnd)} />
      </fieldset>
      <label className="checkin-pause">
        <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} /> Pause check-ins
      </label>
      {quietError && <FormError>Quiet hours need both a start and an end.</FormError>}
      {save.isError && <FormError>{save.error.message}</FormError>}
      {save.isSuccess && <FormSuccess>Settings saved</FormSuccess>}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={save.isPending}>
          Save Settings
        </button>
      </div>
    </form>
  );
}
