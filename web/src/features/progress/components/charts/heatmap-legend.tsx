import { useId } from 'react';
import type { CellState } from '@cakewalk/shared/schemas/progress.ts';
import { CELL_WORDS } from '../../model/progress-view.ts';
import { CELL, CellShape, HatchPattern } from './cell-shape.tsx';

const ORDER: readonly CellState[] = ['done', 'partly', 'rest', 'paused', 'missed', 'open', 'not_started'];

/** What each cell's shape means, drawn as the heatmap beside it draws it: only the states it shows. */
export function HeatmapLegend({ states }: { states: ReadonlySet<CellState> }) {
  const hatch = useId();
  return (
    <ul className="heatmap-legend" aria-label="Key">
      {ORDER.filter((state) => states.has(state)).map((state) => (
        <li key={state}>
          <svg viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} width="16" height="16" aria-hidden="true">
            <HatchPattern id={`${hatch}-${state}`} />
            <CellShape state={state} x={0} y={0} hatch={`${hatch}-${state}`} />
          </svg>
          {CELL_WORDS[state]}
        </li>
      ))}
    </ul>
  );
}
