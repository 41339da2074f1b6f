import { useEffect, useRef, useState } from 'react';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { focusWhenShown } from '../a11y/focus.ts';
import {
  addNode,
  childrenAt,
  findNode,
  moveNode,
  removeNode,
  renameNode,
  setRepeat,
  sliceHolding,
  type Draft,
  type NodePath,
} from './drafts/breakdown-draft.ts';
import { stepIds } from './step-names.ts';

export type DraftChange = (change: (draft: Draft) => Draft) => void;

/** What the rows of the editor can do, and which row is being renamed or timed. */
export interface StepEditor {
  openSlice: string | null;
  renaming: string | null;
  howOften: string | null;
  toggleSlice: (key: string) => void;
  startRename: (key: string) => void;
  rename: (path: NodePath, title: string) => void;
  /** Leaves the rename box; `revert` puts the title back as it was before renaming (Escape). */
  finishRename: (path: NodePath, key: string, revert?: boolean) => void;
  /** The box lost focus elsewhere: it closes without moving focus. */
  leaveRename: (key: string) => void;
  move: (path: NodePath, key: string, by: -1 | 1) => void;
  remove: (path: NodePath) => void;
  add: (parent: NodePath) => void;
  openHowOften: (key: string) => void;
  closeHowOften: (key: string) => void;
  setRepeat: (path: NodePath, repeat: Repeat | null) => void;
  /** Opens the slice holding a step and its rename box, e.g. for a step a save found untitled. */
  reveal: (key: string) => void;
}

function parentOf(path: NodePath): NodePath {
  return path.slice(0, -1);
}

/**
 * The editor's own state on the page's draft. Every action that changes the rows says where focus
 * goes next (the moved row, a neighbour, a new row's rename box), so focus never falls to the page.
 */
export function useStepEditor(draft: Draft, onEdit: DraftChange): StepEditor {
  // null: every slice closed by hand; a key no longer in the draft (a new breakdown, a deleted
  // slice): the first slice opens.
  const [chosenSlice, setOpenSlice] = useState<string | null>(() => draft.subgoals[0]?.key ?? null);
  const openSlice =
    chosenSlice === null || draft.subgoals.some((slice) => slice.key === chosenSlice) ? chosenSlice : (draft.subgoals[0]?.key ?? null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [howOften, setHowOften] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  const titleBeforeRename = useRef('');

  // After the render that moved or removed rows: focusing before it would lose focus again when
  // React re-inserts the moved row.
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    focusWhenShown(id);
  });

  const focusAfterRender = (id: string) => {
    focusNext.current = id;
  };

  const startRename = (key: string) => {
    titleBeforeRename.current = findNode(draft.subgoals, key)?.title ?? '';
    setRenaming(key);
    setHowOften(null);
    focusAfterRender(stepIds.rename(key));
  };

  const reveal = (key: string) => {
    const slice = sliceHolding(draft, key);
    if (slice) setOpenSlice(slice.key);
    startRename(key);
  };

  return {
    openSlice,
    renaming,
    howOften,
    toggleSlice: (key) => setOpenSlice(openSlice === key ? null : key),
    startRename,
    rename: (path, title) => onEdit((current) => renameNode(current, path, title)),
    finishRename: (path, key, revert = false) => {
      const before = titleBeforeRename.current;
      if (revert) onEdit((current) => renameNode(current, path, before));
      setRenaming(null);
      focusAfterRender(stepIds.menu(key));
    },
    leaveRename: (key) => setRenaming((current) => (current === key ? null : current)),
    move: (path, key, by) => {
      onEdit((current) => moveNode(current, path, by));
      focusAfterRender(stepIds.menu(key));
    },
    remove: (path) => {
      const siblings = childrenAt(draft, parentOf(path));
      const index = path.at(-1) ?? 0;
      const neighbour = siblings[index + 1] ?? siblings[index - 1];
      onEdit((current) => removeNode(current, path));
      if (neighbour) focusAfterRender(stepIds.menu(neighbour.key));
    },
    add: (parent) => {
      const next = addNode(draft, parent);
      const added = childrenAt(next, parent).at(-1);
      onEdit(() => next);
      if (!added) return;
      if (parent.length === 0) setOpenSlice(added.key);
      startRename(added.key);
    },
    openHowOften: (key) => {
      setHowOften(key);
      focusAfterRender(`${stepIds.rename(key)}-every`);
    },
    closeHowOften: (key) => {
      setHowOften(null);
      focusAfterRender(stepIds.menu(key));
    },
    setRepeat: (path, repeat) => onEdit((current) => setRepeat(current, path, repeat)),
    reveal,
  };
}
