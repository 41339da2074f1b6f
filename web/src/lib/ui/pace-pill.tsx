import type { Pace } from '@cakewalk/shared/schemas/goal.ts';
import { paceWords } from '@cakewalk/shared/rules/pace.ts';

/** Where a goal stands against its due date, as a labelled pill: the words carry it, the colour repeats it. */
export function PacePill({ pace }: { pace: Pace }) {
  const words = paceWords(pace);
  if (!words) return null;
  return (
    <span className={`pace-pill pace-${pace.status}`}>
      <span className="pace-pill-label">Pace</span> {words}
    </span>
  );
}
