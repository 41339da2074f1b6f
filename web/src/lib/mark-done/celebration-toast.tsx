import type { CSSProperties } from 'react';
import { helperFor } from '../helpers/pick-helper.ts';

interface CheerProps {
  words: string;
  /**
   * The goal and its percent done before and after this done: the bar moves from one to the other.
   * A habit's tick leaves it out, since its plan's percent counts the one-off bites only and would
   * read "0%" to a person keeping the habit day after day; its words say the run instead.
   */
  bar?: { goalTitle: string; from: number; to: number };
  /** How many bites of the goal are done now: it picks whose turn it is to cheer. */
  doneCount: number;
}

/**
 * The one celebration of a done, in its toast: a helper, the words, and the goal's progress bar
 * moving (held at its new width under prefers-reduced-motion, like every motion in the app).
 */
export function Cheer({ words, bar, doneCount }: CheerProps) {
  const { name, Art } = helperFor(doneCount);
  return (
    <div className="cheer">
      <span className="cheer-art" title={name}>
        <Art />
      </span>
      <span className="cheer-body">
        <span className="cheer-words">{words}</span>
        {bar && (
          <>
            <span className="cheer-goal">
              {bar.goalTitle}: {bar.to}%
            </span>
            <span className="cheer-track" aria-hidden="true">
              <span className="cheer-fill" style={{ '--from': `${bar.from}%`, '--to': `${bar.to}%` } as CSSProperties} />
            </span>
          </>
        )}
      </span>
    </div>
  );
}
