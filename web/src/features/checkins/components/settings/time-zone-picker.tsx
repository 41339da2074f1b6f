import { useMemo, useState } from 'react';
import { count } from '@cakewalk/shared/text/counts.ts';
import { browserTimeZone } from '../../../../lib/infra/time-zone.ts';
import { Field } from '../../../../lib/ui/field.tsx';
import { searchZones, timeZoneOptions, zoneChoices, type ZoneChoice } from '../../model/time-zones.ts';

interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
}

/** 'America/New_York' is in 'America'; 'UTC' is a group of its own. */
const regionOf = (zone: string): string => zone.split('/')[0] ?? zone;

/** The choices by region, in order, for the list's groups. */
function byRegion(choices: readonly ZoneChoice[]): [string, ZoneChoice[]][] {
  const groups = new Map<string, ZoneChoice[]>();
  for (const choice of choices) groups.set(regionOf(choice.zone), [...(groups.get(regionOf(choice.zone)) ?? []), choice]);
  return [...groups];
}

/**
 * One closed list (the phone's own picker on touch, type-ahead by keyboard) of some 400 zones in
 * groups by region, each with its offset now; a search box above it only narrows it (the zone
 * changes only when the person chooses one), and the device's zone is one tap away when another
 * is chosen.
 */
export function TimeZonePicker({ value, onChange }: TimeZonePickerProps) {
  const [query, setQuery] = useState('');
  const device = browserTimeZone();
  const choices = useMemo(() => zoneChoices(timeZoneOptions(value), new Date()), [value]);
  const found = searchZones(choices, query);
  // The chosen zone stays listed (first) while a search hides it, so the list always shows the value.
  const chosen = choices.find((choice) => choice.zone === value);
  const deviceChoice = choices.find((choice) => choice.zone === device);
  const searching = query.trim() !== '';
  const matches = count(found.length, 'zone matches', 'zones match');
  // With nothing found the list still shows the chosen zone, so the hint says it is kept, not found.
  const hint = !searching ? undefined : found.length === 0 && chosen ? `${matches}; ${chosen.zone} stays chosen` : matches;

  return (
    <div className="time-zone-picker">
      <Field id="timezone-search" label="Search time zones" hint={hint}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            placeholder="City, region or offset, e.g. Kolkata or +05:30"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      <Field id="checkin-timezone" label="Time zone">
        {(control) => (
          <select {...control} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
            {chosen && !found.includes(chosen) && (
              <optgroup label="Chosen">
                <option value={chosen.zone}>{chosen.label}</option>
              </optgroup>
            )}
            {byRegion(found).map(([region, zones]) => (
              <optgroup key={region} label={region}>
                {zones.map((choice) => (
                  <option key={choice.zone} value={choice.zone}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {deviceChoice && value !== device && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(device)}>
          Use this device&apos;s zone: {deviceChoice.label}
        </button>
      )}
    </div>
  );
}
