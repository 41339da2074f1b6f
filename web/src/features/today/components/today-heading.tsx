import { Link } from 'react-router';
import { formatWeekday } from '../../../lib/words/day-words.ts';

/**
 * "Today" and the day it is where the person is. A new goal starts from here too, beside the
 * heading, where it costs the list no room.
 */
export function TodayHeading({ today }: { today: string | undefined }) {
  return (
    <div className="today-heading">
      <div>
        <h1>Today</h1>
        {today && <p className="muted today-date">{formatWeekday(today)}</p>}
      </div>
      <Link className="btn btn-secondary today-new-goal" to="/goal-setup">
        New goal
      </Link>
    </div>
  );
}
