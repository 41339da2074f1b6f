import { levelName, type Depth } from '../words/plan-words.ts';
import type { NodePath } from './drafts/breakdown-draft.ts';

/** A step's name by its place, as screen readers and the labels say it: "Microtask 1.2.3". */
export function stepName(path: NodePath): string {
  return `${levelName(depthOf(path))} ${path.map((i) => i + 1).join('.')}`;
}

export function depthOf(path: NodePath): Depth {
  return Math.min(path.length - 1, 2) as Depth;
}

/** Element ids, so focus can be put back where a person left off. */
export const stepIds = {
  menu: (key: string) => `step-menu-${key}`,
  title: (key: string) => `step-title-${key}`,
  /** A recurring bite's "Every day for 30 days". */
  chip: (key: string) => `step-chip-${key}`,
  /** The rename box; goal setup points a failed save at it. */
  rename: (key: string) => `draft-${key}`,
  slice: (key: string) => `slice-${key}`,
  panel: (key: string) => `slice-panel-${key}`,
};
