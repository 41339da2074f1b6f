import { useId } from 'react';
import type { CellState } from '@cakewalk/shared/schemas/progress.ts';
import { CELL_WORDS } from '../../model/progress-view.ts';
import { CELL, CellShape, HatchPattern } from './cell-shape.tsx';

const SHOWN: readonly CellState[] = ['done', 'partly', 'rest', 'paused', 'missed', 'open', 'not_started'];

/** What each cell's shape means, drawn as the heatmaps draw it. */
export function HeatmapLegend() {
  const hatch = useId();
  return (
    <ul className="heatmap-legend">
      {SHOWN.map((state) => (
        <li key={state}>
          <svg viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} width="14" height="14" aria-hidden="true">
            <HatchPattern id={`${hatch}-${state}`} />
            <CellShape state={state} x={0} y={0} hatch={`${hatch}-${state}`} />
          </svg>
          {CELL_WORDS[state]}
        </li>
      ))}
    </ul>
  );
}
