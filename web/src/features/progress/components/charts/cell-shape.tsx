import type { CellState } from '@cakewalk/shared/schemas/progress.ts';

/** The side of one cell, in the heatmap's own units; the SVG scales to its width. */
export const CELL = 12;

/**
 * One period drawn so its state reads without colour: done is a full square, partly a square
 * half filled, rest a ring, paused a hatched square, missed an empty outline, the period still
 * open a dashed one,
 * and a period before the habit began (or still to come) a faint dot, so the grid keeps its shape. A missed period is
 * quiet (an outline, never red): a broken run is no failure to point at.
 */
export function CellShape({ state, x, y, hatch }: { state: CellState; x: number; y: number; hatch: string }) {
  const box = { x: x + 0.5, y: y + 0.5, width: CELL - 1, height: CELL - 1, rx: 2 };
  switch (state) {
    case 'done':
      return <rect {...box} className="cell cell-done" />;
    case 'partly':
      return (
        <g className="cell cell-partly">
          <rect {...box} className="cell-outline" />
          <rect x={x + 0.5} y={y + CELL / 2} width={CELL - 1} height={CELL / 2 - 0.5} className="cell-fill" />
        </g>
      );
    case 'rest':
      return <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 2} className="cell cell-rest" />;
    case 'paused':
      return <rect {...box} className="cell cell-paused" fill={`url(#${hatch})`} />;
    case 'missed':
      return <rect {...box} className="cell cell-missed" />;
    case 'open':
      return <rect {...box} className="cell cell-open" />;
    case 'not_started':
      return <circle cx={x + CELL / 2} cy={y + CELL / 2} r={2} className="cell cell-not-started" />;
  }
}

/** The hatch that marks a paused period; defined once per chart, with an id of its own. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="4" height="4" className="hatch-ground" />
        <line x1="0" y1="0" x2="0" y2="4" className="hatch-line" />
      </pattern>
    </defs>
  );
}
