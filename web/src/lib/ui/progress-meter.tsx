import type { Pace, Progress } from '@cakewalk/shared/schemas/goal.ts';
import { paceWords } from '@cakewalk/shared/rules/pace.ts';
import { bitesWords } from '@cakewalk/shared/rules/progress.ts';
import { PacePill } from './pace-pill.tsx';

interface ProgressMeterProps {
  progress: Progress;
  /** The goal's pace against its due date, shown as a pill when there is a due date. */
  pace?: Pace;
}

/** 'Progress: N%' as the spec words it, the bites behind it, the pace, and a bar for the eye. */
export function ProgressMeter({ progress, pace }: ProgressMeterProps) {
  return (
    <div className="progress-meter">
      <p className="progress-text">
        Progress: {progress.percent}% <span className="progress-bites">· {bitesWords(progress)}</span>
        {pace && paceWords(pace) && (
          <>
            {' '}
            <PacePill pace={pace} />
          </>
        )}
      </p>
      <div className="progress-track" aria-hidden="true">
        <div className="progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
