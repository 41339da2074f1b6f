import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../../test/fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { DAILY_HABIT, progressFixture, RUN_GOAL, SPANISH_GOAL } from '../../../../test/progress-fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { dayMonth, longDay, shortDay } from '../model/chart-words.ts';

function setup(path = '/progress', progress = progressFixture()) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/me/progress': { body: progress },
  });
  return { api, ...renderApp(path) };
}

describe('Progress page', () => {
  it('reads this week day by day, with today named and the days to come said as such', async () => {
    setup();
    const week = await screen.findByRole('region', { name: 'This week' });
    const days = within(week).getAllByRole('listitem').filter((item) => item.closest('.week-bars'));
    expect(days.map((day) => day.querySelector('.sr-only')?.textContent)).toEqual([
      `${longDay('2026-11-23')}: 3 bites`,
      `${longDay('2026-11-24')}: 1 bite`,
      `${longDay('2026-11-25')} (today): 1 bite`,
      `${longDay('2026-11-26')}: still to come`,
      `${longDay('2026-11-27')}: still to come`,
      `${longDay('2026-11-28')}: still to come`,
      `${longDay('2026-11-29')}: still to come`,
    ]);
    expect(within(week).getByText(/Habits kept/)).toHaveTextContent('Habits kept 5 of 7 times due so far');
    expect(within(week).getByText('3 comebacks')).toBeInTheDocument();
    // As the weekly check-in says it, the noun agreeing with its count.
    expect(within(week).getByText('1 run still going')).toBeInTheDocument();
    // Each figure its own item of a list that keeps its role, so no two read as one sentence.
    const figures = within(week).getByText(/Habits kept/).closest('ul')!;
    expect(figures).toHaveAttribute('role', 'list');
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Habits kept 5 of 7 times due so far', '9 bites done in 7 days', '1 run still going']));
  });

  it('says a week with no bite ticked yet in one kind line, with no empty chart', async () => {
    const thisWeek = progressFixture().this_week.map((day) => ({ ...day, bites: 0 }));
    setup('/progress', progressFixture({ this_week: thisWeek }));
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getByText('No one-off bites ticked this week yet. Each one you tick shows here, day by day.')).toBeInTheDocument();
    expect(week.querySelector('.week-bars')).toBeNull();
    expect(within(week).getByText(/Habits kept/)).toBeInTheDocument();
  });

  it("counts a first day's figures as today's, and says the habits kept are of those due so far", async () => {
    const first = progressFixture();
    const today = first.today;
    setup('/progress', { ...first, week: { ...first.week, from: today, to: today, bites_done: 14, habits_kept: 1, habits_due: 1, best_day: today } });
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getByText(/bites done/)).toHaveTextContent('14 bites done today');
    expect(within(week).getByText(/Habits kept/)).toHaveTextContent('Habits kept 1 of 1 time due so far');
  });

  it('says the days of the week before the first goal as not begun, with no count or bar, never as 0 bites', async () => {
    const thisWeek = progressFixture().this_week.map((day, index) => (index === 0 ? { ...day, bites: 0 } : day));
    setup('/progress', progressFixture({ this_week: thisWeek, goals: [{ ...SPANISH_GOAL, created_day: '2026-11-24' }] }));
    const week = await screen.findByRole('region', { name: 'This week' });
    const days = within(week).getAllByRole('listitem').filter((item) => item.closest('.week-bars'));
    expect(days[0]?.querySelector('.sr-only')).toHaveTextContent(`${longDay('2026-11-23')}: not begun yet`);
    expect(days[0]?.querySelector('.week-count')).toHaveTextContent('');
    expect(days[0]).toHaveClass('is-before');
    expect(days[1]?.querySelector('.sr-only')).toHaveTextContent(`${longDay('2026-11-24')}: 1 bite`);
  });

  it("shows each habit's runs and 30-day share, what a rest day is, and a run that ended as the next one to start, never a 0", async () => {
    setup();
    const stretch = await screen.findByRole('article', { name: 'Stretch for 5 minutes' });
    expect(within(stretch).getByText('Current run: 4 days')).toBeInTheDocument();
    expect(within(stretch).getByText('Best run: 11 days')).toBeInTheDocument();
    expect(within(stretch).getByText('80% of the last 30 days')).toBeInTheDocument();
    expect(within(stretch).getByText('1 rest day left this month')).toBeInTheDocument();
    expect(within(stretch).getByText('A missed day uses a rest day, and your run goes on.')).toBeInTheDocument();

    const long = screen.getByRole('article', { name: 'Long run' });
    expect(within(long).getByText('Your next tick starts a run')).toBeInTheDocument();
    expect(within(long).queryByText(/\b0\b/)).toBeNull();
  });

  it('draws a cell per period, each state its own shape, and walks them with the arrow keys', async () => {
    setup();
    const stretch = await screen.findByRole('article', { name: 'Stretch for 5 minutes' });
    const chart = within(stretch).getByRole('img', { name: /Stretch for 5 minutes, since / });
    expect(chart.querySelectorAll('.cell-done').length).toBeGreaterThan(100);
    expect(chart.querySelectorAll('.cell-rest')).toHaveLength(1);
    expect(chart.querySelectorAll('.cell-paused')).toHaveLength(5);
    expect(chart.querySelectorAll('.cell-open')).toHaveLength(1);

    // Focus starts on today's cell; left is a week back, up a day back.
    fireEvent.focus(chart);
    const readout = stretch.querySelector('.heatmap-readout');
    expect(readout).toHaveTextContent(`${longDay('2026-11-25')}: Still open`);
    expect(chart).toHaveAttribute('aria-describedby', readout?.id);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout).toHaveTextContent(`${longDay('2026-11-18')}: Done`);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowUp' });
    fireEvent.keyDown(chart, { key: 'ArrowUp' });
    fireEvent.keyDown(chart, { key: 'ArrowUp' });
    expect(readout).toHaveTextContent(`${longDay('2026-11-22')}: Rest`);
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(readout).toHaveTextContent(`${longDay('2026-06-01')}: Done`);
    expect(chart.querySelectorAll('.heatmap-cursor')).toHaveLength(1);
  });

  it('has a table behind every heatmap and road, in words', async () => {
    setup();
    const stretch = await screen.findByRole('article', { name: 'Stretch for 5 minutes' });
    const table = within(within(stretch).getByRole('region', { name: 'Stretch for 5 minutes: table' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(27);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week of', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(rows[25]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Paused', 'Paused', 'Done', 'Done', 'Done', 'Not done', 'Rest']);
    expect(within(rows[26]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Done', 'Done', 'Still open', '', '', '', '']);

    const long = screen.getByRole('article', { name: 'Long run' });
    const weekly = within(long).getByRole('table');
    expect(within(weekly).getAllByRole('row').at(-1)).toHaveTextContent(`${dayMonth('2026-11-23')}Partly done, 1 of 2`);

    const road = within(screen.getByRole('region', { name: 'Run a 10K' })).getByRole('region', { name: 'Run a 10K: road: table' });
    const roadRows = within(road).getAllByRole('row');
    // Week of, done that week, done in all, even pace by the week's end (40 bites over 122 days).
    const tenths = (n: number) => new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(n);
    expect(within(roadRows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '1']);
    expect(within(roadRows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '3', tenths(3.3)]);
    expect(within(roadRows.at(-1)!).getByRole('rowheader')).toHaveTextContent(dayMonth('2026-11-23'));
    expect(within(roadRows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '12', tenths(19.3)]);
  });

  it('leaves the weeks before a habit began out of its chart and its table', async () => {
    const late = { ...DAILY_HABIT, cells: DAILY_HABIT.cells.map((cell, index) => (index < 140 ? { ...cell, state: 'not_started' as const, count: 0 } : cell)) };
    setup('/progress', progressFixture({ goals: [{ ...RUN_GOAL, habits: [late] }] }));
    const stretch = await screen.findByRole('article', { name: 'Stretch for 5 minutes' });
    // Day 140 is the Monday of week 21: weeks 21 to 26 remain, the last one's days to come faint.
    expect(stretch.querySelectorAll('.heatmap-chart g')).toHaveLength(DAILY_HABIT.cells.length - 140);
    expect(stretch.querySelectorAll('.heatmap-chart .cell-not-started')).toHaveLength(4);
    expect(within(stretch).getByRole('img', { name: /Stretch for 5 minutes, since / })).toBeInTheDocument();
    const table = within(stretch).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).queryAllByRole('cell', { name: 'Not started' })).toHaveLength(0);
  });

  it("says the road in words: done, the last 14 days' rate, where it takes the goal, and the due date", async () => {
    setup();
    const goal = await screen.findByRole('region', { name: 'Run a 10K' });
    expect(within(goal).getByText(/^12 of 40 bites done/)).toHaveTextContent(
      `12 of 40 bites done. In the last 14 days: 7 bites. At that rate it would finish ${shortDay('2027-01-19')}. It is due ${shortDay('2027-01-31')}.`,
    );
  });

  it('says plainly that a finish estimate appears once a bite or two are done, on a road with none done yet', async () => {
    const none = { ...RUN_GOAL, habits: [], road: { start: '2026-11-25', due: '2026-12-09', total: 14, done: 0, points: [{ day: '2026-11-25', done: 0 }], rate: 0, projected_finish: null } };
    setup('/progress', progressFixture({ goals: [none] }));
    const goal = await screen.findByRole('region', { name: 'Run a 10K' });
    expect(within(goal).getByText(/^0 of 14 bites done/)).toHaveTextContent(
      `0 of 14 bites done. A finish estimate appears once a bite or two are done. It is due ${shortDay('2026-12-09')}.`,
    );
  });

  it("says a young road's bites done once, never again as 'since it began' nor as its rate times 14, and labels its first day once", async () => {
    const firstDay = {
      ...RUN_GOAL,
      habits: [],
      // One bite and a habit's tick (a thirtieth of the habit): read as 1 bite.
      road: { start: '2026-11-25', due: '2026-12-09', total: 14, done: 1.03, points: [{ day: '2026-11-25', done: 1.03 }], rate: 1.03, projected_finish: null },
    };
    setup('/progress', progressFixture({ goals: [firstDay] }));
    const goal = await screen.findByRole('region', { name: 'Run a 10K' });
    expect(within(goal).getByText(/^1 of 14 bites done/)).toHaveTextContent(
      `1 of 14 bites done. After its first week it shows when it could finish. It is due ${shortDay('2026-12-09')}.`,
    );
    expect(within(goal).getByText('Started today')).toBeInTheDocument();
    expect(within(goal).queryByText('Today')).toBeNull();
  });

  it("shows a habit's share only after its first week, and over the days since it began until it is 30 days old", async () => {
    const young = (days: number) => ({ ...DAILY_HABIT, id: `h${days}`, title: `Habit of ${days} days`, share_30: days === 1 ? 100 : 75, share_days: days });
    setup('/progress', progressFixture({ goals: [{ ...RUN_GOAL, habits: [young(1), young(12)] }] }));
    const first = await screen.findByRole('article', { name: 'Habit of 1 days' });
    expect(within(first).queryByText(/%/)).toBeNull();
    const twelve = screen.getByRole('article', { name: 'Habit of 12 days' });
    expect(within(twelve).getByText('75% of the 12 days since it began')).toBeInTheDocument();
  });

  it('says a weekly habit begun today is just started, with no share that reads as a miss', async () => {
    const weekly = { ...DAILY_HABIT, id: 'hw', title: 'Long run', repeat: { every: 'week' as const, times: 8 }, share_30: 0, share_days: 0 };
    setup('/progress', progressFixture({ goals: [{ ...RUN_GOAL, habits: [weekly] }] }));
    const habit = await screen.findByRole('article', { name: 'Long run' });
    expect(within(habit).getByText('Just started: its first week is still going')).toBeInTheDocument();
    expect(within(habit).queryByText(/%/)).toBeNull();
  });

  it('shows a goal without a due date as its bites done and a bar, with no road', async () => {
    setup('/progress', progressFixture({ goals: [SPANISH_GOAL] }));
    const goal = await screen.findByRole('region', { name: 'Learn Spanish' });
    expect(within(goal).getByText(/^4 of 9 bites done/)).toHaveTextContent(`4 of 9 bites done · ${new Intl.NumberFormat(undefined, { style: 'percent' }).format(0.44)}`);
    expect(goal.querySelector('.progress-fill')).toHaveStyle({ width: '44%' });
    expect(within(goal).queryByText(/^Road to/)).toBeNull();
  });

  it('heads a habit named as its goal "Habit", never its title twice, with a key of only the states its chart shows', async () => {
    const firstWeek = DAILY_HABIT.cells.map((cell, index) => {
      if (index < 175) return { ...cell, state: 'not_started' as const, count: 0 };
      return index <= 176 ? { ...cell, state: 'done' as const, count: 1 } : { ...cell, state: index === 177 ? ('open' as const) : ('not_started' as const), count: 0 };
    });
    const journal = { ...SPANISH_GOAL, title: 'Journal every morning', habits: [{ ...DAILY_HABIT, title: 'Journal every morning', cells: firstWeek }] };
    setup('/progress', progressFixture({ goals: [journal] }));
    const goal = await screen.findByRole('region', { name: 'Journal every morning' });
    expect(within(goal).getAllByText('Journal every morning')).toHaveLength(1);
    const habit = within(goal).getByRole('article', { name: 'Journal every morning' });
    expect(within(habit).getByRole('heading', { level: 3 })).toHaveTextContent(/^Habit$/);
    const key = within(habit).getByRole('list', { name: 'Key' });
    expect(within(key).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Done', 'Still open', 'Not started']);
    // Its first week reads as a calendar's: a row of seven days under their letters, one span of dates.
    expect(habit.querySelectorAll('.heatmap-weekday')).toHaveLength(7);
    // Today (Wednesday 25 November) is the one weekday marked.
    expect([...habit.querySelectorAll('.heatmap-weekday.is-today')].map((label) => label.getAttribute('x'))).toEqual([String(2 * 14 + 6)]);
    expect(within(habit).getByText('A row a week, Monday first.')).toBeInTheDocument();
    expect(habit.querySelectorAll('.heatmap-span span')).toHaveLength(1);
  });

  it('shows one goal for ?goal=, asks the server for that goal only, and links back to all', async () => {
    const { api } = setup('/progress?goal=g1', progressFixture({ goals: [RUN_GOAL] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress: Run a 10K' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/users/me/progress')[0]?.query.get('goal_id')).toBe('g1');
    expect(screen.getByRole('link', { name: 'All goals' })).toHaveAttribute('href', '/progress');
    expect(screen.queryByRole('link', { name: 'Only this goal' })).toBeNull();
  });
});
