import type { Progress } from '@cakewalk/shared/schemas/goal.ts';
import { bitesWords } from '@cakewalk/shared/rules/progress.ts';
import { share } from '../../model/chart-words.ts';

/**
 * A goal without a due date has no road to draw: how far through its bites it is, in words and a
 * plain bar ("3 of 9 bites done").
 */
export function BitesDone({ progress }: { progress: Progress }) {
  return (
    <div className="bites-done">
      <p>
        {bitesWords(progress)} done <span className="muted">· {share(progress.percent / 100)}</span>
      </p>
      <div className="progress-track" aria-hidden="true">
        <div className="progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
