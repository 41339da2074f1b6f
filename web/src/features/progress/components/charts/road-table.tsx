import { biteCount } from '@cakewalk/shared/text/counts.ts';
import { dayMonth } from '../../model/chart-words.ts';
import type { RoadInput } from '../../model/road-geometry.ts';
import { roadWeeks } from '../../model/road-weeks.ts';

/** The road week by week, for reading rather than seeing; folded until asked for. */
export function RoadTable({ title, ...road }: RoadInput & { title: string }) {
  return (
    <details className="chart-table">
      <summary>Show as a table</summary>
      <div className="table-scroll" role="region" aria-label={`${title}: table`} tabIndex={0}>
        <table>
          <caption className="sr-only">{title}, bites done week by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">That week</th>
              <th scope="col">In all</th>
              <th scope="col">Even pace by week's end</th>
            </tr>
          </thead>
          <tbody>
            {roadWeeks(road).map((week) => (
              <tr key={week.week}>
                <th scope="row">{dayMonth(week.week)}</th>
                <td>{biteCount(week.done)}</td>
                <td>{biteCount(week.total)}</td>
                <td>{biteCount(week.pace)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
