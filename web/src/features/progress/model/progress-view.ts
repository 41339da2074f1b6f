import type { CellState, HeatmapCell } from '@cakewalk/shared/schemas/progress.ts';

/** Each state in words: the table, the legend and the readout say the same. */
export const CELL_WORDS: Record<CellState, string> = {
  done: 'Done',
  partly: 'Partly done',
  rest: 'Rest',
  paused: 'Paused',
  missed: 'Not done',
  open: 'Still open',
  not_started: 'Not started',
};

/** A cell's state in words, with its count when the habit asks more than once a period ("Partly done, 2 of 3"). */
export function cellStateWords(cell: HeatmapCell, perPeriod: number): string {
  const words = CELL_WORDS[cell.state];
  if (perPeriod > 1 && (cell.state === 'partly' || cell.state === 'done' || cell.state === 'open')) {
    return `${words}, ${cell.count} of ${perPeriod}`;
  }
  return words;
}
