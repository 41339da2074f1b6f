import { useEffect, useMemo, useRef, useState } from 'react';
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
  const list = useRef<HTMLSelectElement>(null);

  // The list opens with the person's zone in its middle, where its neighbours show, rather than
  // wherever the browser scrolls a chosen option to (often the list's last row); again after a search.
  useEffect(() => {
    const select = list.current;
    const option = select?.selectedOptions[0];
    if (select && option) select.scrollTop = option.offsetTop - select.offsetTop - (select.clientHeight - option.offsetHeight) / 2;
  }, [query]);

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
          <select {...control} ref={list} className="input" size={6} value={value} onChange={(event) => onChange(event.target.value)}>
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
