import type { ReactNode } from 'react';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { levelName } from '../words/plan-words.ts';
import type { DraftNode, NodePath } from './drafts/breakdown-draft.ts';
import { depthOf, stepIds, stepName } from './step-names.ts';
import type { StepEditor } from './use-step-editor.ts';

interface StepTitleProps {
  item: DraftNode;
  path: NodePath;
  editor: StepEditor;
  /** The title as the row shows it when it is not being renamed. */
  children: ReactNode;
}

/** What a row shows for an untitled step, so the gap is seen before a save refuses it. */
export function untitled(path: NodePath): string {
  return `Name this ${levelName(depthOf(path)).toLowerCase()}`;
}

/** A row's title, or while renaming a box: Enter keeps the new name, Escape puts the old one back. */
export function StepTitle({ item, path, editor, children }: StepTitleProps) {
  if (editor.renaming !== item.key) return children;
  return (
    <input
      id={stepIds.rename(item.key)}
      className="input step-rename"
      type="text"
      aria-label={stepName(path)}
      placeholder={untitled(path)}
      value={item.title}
      maxLength={LIMITS.title.max}
      enterKeyHint="done"
      onChange={(event) => editor.rename(path, event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          editor.finishRename(path, item.key);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          editor.finishRename(path, item.key, true);
        }
      }}
      onBlur={() => editor.leaveRename(item.key)}
    />
  );
}
