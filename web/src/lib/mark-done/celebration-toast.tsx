import type { CSSProperties } from 'react';
import { helperFor } from '../helpers/pick-helper.ts';

interface CheerProps {
  words: string;
  goalTitle: string;
  /** The goal's percent done before and after this done: the bar moves from one to the other. */
  from: number;
  to: number;
  /** How many bites of the goal are done now: it picks whose turn it is to cheer. */
  doneCount: number;
}

/**
 * The one celebration of a done, in its toast: a helper, the words, and the goal's progress bar
 * moving (held at its new width under prefers-reduced-motion, like every motion in the app).
 */
export function Cheer({ words, goalTitle, from, to, doneCount }: CheerProps) {
  const { name, Art } = helperFor(doneCount);
  const bar = { '--from': `${from}%`, '--to': `${to}%` } as CSSProperties;
  return (
    <div className="cheer">
      <span className="cheer-art" title={name}>
        <Art />
      </span>
      <span className="cheer-body">
        <span className="cheer-words">{words}</span>
        <span className="cheer-goal">
          {goalTitle}: {to}%
        </span>
        <span className="cheer-track" aria-hidden="true">
          <span className="cheer-fill" style={bar} />
        </span>
      </span>
    </div>
  );
}
