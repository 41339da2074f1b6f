import { formatWeekday } from '../../../lib/words/day-words.ts';

export const TODAY_HEADING = 'today-heading';

/** "Today" and the day it is where the person is; focus lands here when a list empties under it. */
export function TodayHeading({ today }: { today: string | undefined }) {
  return (
    <div className="today-heading">
      <h1 id={TODAY_HEADING} tabIndex={-1}>
        Today
      </h1>
      {today && <p className="muted today-date">{formatWeekday(today)}</p>}
    </div>
  );
}
