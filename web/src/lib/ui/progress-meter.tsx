import type { Progress } from '@cakewalk/shared/schemas/goal.ts';
import { bitesWords } from '@cakewalk/shared/rules/progress.ts';

interface ProgressMeterProps {
  progress: Progress;
  /** The pace in words ('On track', '2 bites behind'), when there is a due date. */
  pace?: string | null;
}

/** 'Progress: N%' as the spec words it, the bites behind it, the pace, and a bar for the eye. */
export function ProgressMeter({ progress, pace }: ProgressMeterProps) {
  return (
    <div className="progress-meter">
      <p className="progress-text">
        Progress: {progress.percent}% <span className="progress-bites">· {bitesWords(progress)}</span>
        {pace && <span className="progress-pace"> · {pace}</span>}
      </p>
      <div className="progress-track" aria-hidden="true">
        <div className="progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
