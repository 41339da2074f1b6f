import { useMemo, useState } from 'react';
import { Field } from '../../../../lib/ui/field.tsx';
import { searchZones, timeZoneOptions, zoneChoices } from '../../model/time-zones.ts';

interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
}

/** Some 400 zones narrowed by a search box; each shows its offset now, so the right one is easy to spot. */
export function TimeZonePicker({ value, onChange }: TimeZonePickerProps) {
  const [query, setQuery] = useState('');
  const choices = useMemo(() => zoneChoices(timeZoneOptions(value), new Date()), [value]);
  const found = searchZones(choices, query);
  // The chosen zone stays listed (first) while a search hides it, so the list always shows the value.
  const chosen = choices.find((choice) => choice.zone === value);
  const shown = chosen && !found.includes(chosen) ? [chosen, ...found] : found;

  return (
    <div className="time-zone-picker">
      <Field id="timezone-search" label="Search time zones" hint={`${found.length} zones match`}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            placeholder="City, region or offset, e.g. Kolkata, Pacific or +05:30"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      <Field id="checkin-timezone" label="Time zone">
        {(control) => (
          <select {...control} className="input" size={6} value={value} onChange={(event) => onChange(event.target.value)}>
            {shown.map((choice) => (
              <option key={choice.zone} value={choice.zone}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
