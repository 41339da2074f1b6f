import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { Field } from '../../../lib/ui/field.tsx';
import type { Draft } from '../model/breakdown-draft.ts';
import { DraftNodeItem, type DraftEditHandlers } from './draft-node-item.tsx';
import { SingleLineTextarea } from './single-line-textarea.tsx';

interface BreakdownEditorProps extends DraftEditHandlers {
  draft: Draft;
  /** Left out (editing a saved plan), the goal's title is not shown for editing here. */
  onTitleChange?: (title: string) => void;
  heading?: string;
}

/** The AI's proposal as a tree the user can read and reshape before saving. */
export function BreakdownEditor({ draft, onTitleChange, heading = 'Your breakdown', ...handlers }: BreakdownEditorProps) {
  return (
    <section className="card breakdown" aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading">{heading}</h2>
      <p className="muted">
        The goal is the cake, each subgoal a slice, each task a crumb. Rename, remove or add steps until it feels
        right.
      </p>
      {onTitleChange && (
      <Field id="goal-title" label="Goal title">
        {(control) => (
          <SingleLineTextarea
            {...control}
            className="input goal-title-input"
            value={draft.title}
            maxLength={LIMITS.title.max}
            onValueChange={onTitleChange}
          />
        )}
      </Field>
      )}
      <ul className="draft-tree">
        {draft.subgoals.map((subgoal, index) => (
          <DraftNodeItem
            key={subgoal.key}
            item={subgoal}
            path={[index]}
            removable={draft.subgoals.length > 1}
            siblings={draft.subgoals.length}
            {...handlers}
          />
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={draft.subgoals.length >= LIMITS.breakdownItems.max}
        onClick={() => handlers.onAdd([])}
      >
        <span aria-hidden="true">+ </span>
        Add subgoal
      </button>
    </section>
  );
}
