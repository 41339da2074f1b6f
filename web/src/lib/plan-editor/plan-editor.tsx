import { useImperativeHandle, type Ref } from 'react';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { levelListWords } from '../words/plan-words.ts';
import { Field } from '../ui/field.tsx';
import type { Draft } from './drafts/breakdown-draft.ts';
import { HabitsNote, type NewGoalFacts } from './habits-note.tsx';
import { AddStep, SliceStep } from './plan-steps.tsx';
import { SingleLineTextarea } from './single-line-textarea.tsx';
import { useStepEditor, type DraftChange } from './use-step-editor.ts';
import './plan-editor.css';

export interface PlanEditorHandle {
  /** Opens the slice holding a step and its rename box, e.g. for a step a save found untitled. */
  reveal: (key: string) => void;
}

interface PlanEditorProps {
  draft: Draft;
  onEdit: DraftChange;
  /** The editor's heading; the page puts focus on it when the editor opens (`headingId`). */
  heading: string;
  headingId: string;
  /** Goal setup names the goal here; Edit plan leaves the title to Edit goal. */
  titleField?: boolean;
  /** Why the goal title cannot be saved, shown on the field. */
  titleError?: string | null;
  ref?: Ref<PlanEditorHandle>;
  /** A goal not saved yet: its habits' note says which start today. */
  newGoal?: NewGoalFacts;
}

/**
 * A plan to review and reshape, made to fit a phone: slices collapsed to one line each (one open
 * at a time), one line per bite, and every change in a row's "⋯" menu. Goal setup and Edit plan
 * both use it.
 */
export default function PlanEditor({ draft, onEdit, heading, headingId, titleField = false, titleError = null, ref, newGoal }: PlanEditorProps) {
  const editor = useStepEditor(draft, onEdit);
  useImperativeHandle(ref, () => ({ reveal: editor.reveal }));

  return (
    <section className="card plan-editor" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      <p className="muted plan-legend">
        The goal is the cake: open a slice to see its crumbs and bites, and use ⋯ to rename, move, repeat or
        delete a step.
      </p>
      <HabitsNote draft={draft} newGoal={newGoal} />
      {titleField && (
        <Field id="goal-title" label="Goal title" error={titleError}>
          {(control) => (
            <SingleLineTextarea
              {...control}
              className="input goal-title-input"
              value={draft.title}
              maxLength={LIMITS.title.max}
              onValueChange={(title) => onEdit((current) => ({ ...current, title }))}
            />
          )}
        </Field>
      )}
      <ol className="slice-list" aria-label={levelListWords(0)}>
        {draft.subgoals.map((slice, index) => (
          <SliceStep key={slice.key} item={slice} path={[index]} siblings={draft.subgoals.length} editor={editor} />
        ))}
      </ol>
      <AddStep depth={0} parent={[]} count={draft.subgoals.length} editor={editor} />
    </section>
  );
}
